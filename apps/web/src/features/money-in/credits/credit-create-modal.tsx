import { MESSAGES } from "@tronc/domain";
import { useState } from "react";
import { useLocation } from "wouter";
import { routeUrl } from "../../../app/paths";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { FormModal } from "../../../ui/form-modal";
import { useToast } from "../../../ui/toast";
import { IssuerCustomerFields } from "../../billing/billing-documents/issuer-customer-fields";
import { usePartiesChoice } from "../../billing/billing-documents/use-parties-choice";

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
  const [problem, setProblem] = useState<string | null>(null);
  const parties = usePartiesChoice(() => setProblem(null));
  const { issuerId, companyId } = parties;
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
  return (
    <FormModal
      title="Ajouter un avoir"
      formId="credit-create"
      saving={create.isPending}
      onSubmit={submit}
      onClose={onClose}
      className="stack credit-create"
    >
      <IssuerCustomerFields
        idPrefix="credit-create"
        issuers={issuers}
        parties={parties}
        customers={customers}
      />
      {problem && (
        <p className="alert alert-danger" role="alert">
          {problem}
        </p>
      )}
    </FormModal>
  );
}
