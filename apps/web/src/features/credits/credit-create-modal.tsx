import { MESSAGES } from "@tronc/domain";
import { useState } from "react";
import { useLocation } from "wouter";
import { routeUrl } from "../../app/paths";
import { apiErrorMessage } from "../../lib/api-error";
import { trpc } from "../../lib/trpc";
import { EmptyState } from "../../ui/empty-state";
import { Field } from "../../ui/field";
import { FormModal } from "../../ui/form-modal";
import { QueryStatus } from "../../ui/query-status";
import { useToast } from "../../ui/toast";

const idOf = (value: string) => (value ? Number(value) : null);

/**
 * 'Ajouter un avoir': an issuer, then a customer that issuer may invoice ('Pas d'entreprise à
 * facturer' otherwise), both required (spec §5); a draft credit note, then its page.
 */
export function CreditCreateModal({
  issuers,
  onClose,
}: {
  issuers: readonly { id: number; name: string }[];
  onClose(): void;
}) {
  const toast = useToast();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const [issuerId, setIssuerId] = useState<number | null>(null);
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const customers = trpc.credit.recipients.useQuery(
    { triangleCompanyId: issuerId ?? 0 },
    { enabled: issuerId !== null },
  );
  const create = trpc.credit.create.useMutation({
    onSuccess: async ({ id }) => {
      toast.success(MESSAGES.CREDIT_SAVED);
      await utils.creditList.invalidate();
      navigate(routeUrl("admin-compta-credit-edit", { id }));
    },
    onError: (error) => setProblem(apiErrorMessage(error)),
  });
  const submit = () => {
    if (issuerId === null || companyId === null) {
      setProblem(MESSAGES.CREDIT_ADD_PARTIES_REQUIRED);
      return;
    }
    setProblem(null);
    create.mutate({ triangleCompanyId: issuerId, companyId });
  };
  const noCustomer = customers.isSuccess && customers.data.length === 0;
  return (
    <FormModal
      title="Ajouter un avoir"
      formId="credit-create"
      saving={create.isPending}
      onSubmit={submit}
      onClose={onClose}
      className="stack credit-create"
    >
      <Field label="Entreprise du groupe" required>
        <select
          id="credit-create-issuer"
          value={issuerId ?? ""}
          onChange={(event) => {
            setIssuerId(idOf(event.target.value));
            setCompanyId(null);
            setProblem(null);
          }}
        >
          <option value="">Choisir…</option>
          {issuers.map((issuer) => (
            <option key={issuer.id} value={issuer.id}>
              {issuer.name}
            </option>
          ))}
        </select>
      </Field>
      {issuerId !== null && <QueryStatus query={customers} loadingLabel="Recherche des clients…" />}
      {noCustomer && <EmptyState title="Pas d'entreprise à facturer" />}
      {customers.isSuccess && customers.data.length > 0 && (
        <Field label="Client" required>
          <select
            id="credit-create-company"
            value={companyId ?? ""}
            onChange={(event) => {
              setCompanyId(idOf(event.target.value));
              setProblem(null);
            }}
          >
            <option value="">Choisir…</option>
            {customers.data.map((company) => (
              <option key={company.id} value={company.id}>
                {company.isFactor ? `${company.name} (FACTOR)` : company.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      {problem && (
        <p className="alert alert-danger" role="alert">
          {problem}
        </p>
      )}
    </FormModal>
  );
}
