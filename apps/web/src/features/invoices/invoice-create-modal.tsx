import { formatEuros } from "@tronc/domain";
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
 * 'Ajouter une facture': an issuer, then a customer it may invoice ('Pas d'entreprise à facturer'
 * otherwise), then at least one of that customer's quotations left to bill; one TYPE_SOLD draft.
 */
export function InvoiceCreateModal({
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
  const [chosen, setChosen] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const customers = trpc.quotationBilling.invoiceableCompanies.useQuery(
    { triangleCompanyId: issuerId ?? 0 },
    { enabled: issuerId !== null },
  );
  const quotations = trpc.quotationBilling.billableQuotations.useQuery(
    { triangleCompanyId: issuerId ?? 0, companyId: companyId ?? 0 },
    { enabled: issuerId !== null && companyId !== null },
  );
  const create = trpc.quotationBilling.create.useMutation({
    onSuccess: async ({ invoiceId }) => {
      toast.success("La facture est bien créée");
      await utils.invoiceList.invalidate();
      navigate(routeUrl("admin-compta-invoice-edit", { id: invoiceId }));
    },
    onError: (error) => setProblem(apiErrorMessage(error)),
  });
  const submit = () => {
    if (issuerId === null || companyId === null || chosen.length === 0) {
      setProblem("Choisissez une entreprise du groupe, un client et au moins un devis à facturer");
      return;
    }
    setProblem(null);
    create.mutate({ triangleCompanyId: issuerId, companyId, quotationIds: chosen });
  };
  const toggle = (id: number) =>
    setChosen((current) => (current.includes(id) ? current.filter((one) => one !== id) : [...current, id]));
  const noCustomer = customers.isSuccess && customers.data.length === 0;
  return (
    <FormModal
      title="Ajouter une facture"
      formId="invoice-create"
      saving={create.isPending}
      onSubmit={submit}
      onClose={onClose}
      className="stack invoice-create"
    >
      <Field label="Entreprise du groupe" required>
        <select
          id="invoice-create-issuer"
          value={issuerId ?? ""}
          onChange={(event) => {
            setIssuerId(idOf(event.target.value));
            setCompanyId(null);
            setChosen([]);
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
            id="invoice-create-company"
            value={companyId ?? ""}
            onChange={(event) => {
              setCompanyId(idOf(event.target.value));
              setChosen([]);
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
      {companyId !== null && <QueryStatus query={quotations} loadingLabel="Recherche des devis…" />}
      {quotations.isSuccess && companyId !== null && (
        <fieldset className="invoice-create-quotations">
          <legend className="field-label">Devis à facturer</legend>
          {quotations.data.map((quotation) => (
            <label key={quotation.id} className="invoice-create-quotation">
              <input
                type="checkbox"
                checked={chosen.includes(quotation.id)}
                onChange={() => toggle(quotation.id)}
              />
              <span className="invoice-create-quotation-name">
                <strong>{quotation.reference}</strong> {quotation.title}
              </span>
              <span className="muted">
                TTC {formatEuros(quotation.totalTtcCents)} · reste {formatEuros(quotation.leftCents)}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {problem && (
        <p className="alert alert-danger" role="alert">
          {problem}
        </p>
      )}
    </FormModal>
  );
}
