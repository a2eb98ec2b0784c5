import { formatEuros } from "@tronc/domain";
import { useState } from "react";
import { useLocation } from "wouter";
import { routeUrl } from "../../../app/paths";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { FormModal } from "../../../ui/form-modal";
import { QueryStatus } from "../../../ui/query-status";
import { useToast } from "../../../ui/toast";
import { IssuerCustomerFields } from "../billing-documents/issuer-customer-fields";
import { usePartiesChoice } from "../billing-documents/use-parties-choice";

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
  const [chosen, setChosen] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const parties = usePartiesChoice(() => setChosen([]));
  const { issuerId, companyId } = parties;
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
  return (
    <FormModal
      title="Ajouter une facture"
      formId="invoice-create"
      saving={create.isPending}
      onSubmit={submit}
      onClose={onClose}
      className="stack invoice-create"
    >
      <IssuerCustomerFields
        idPrefix="invoice-create"
        issuers={issuers}
        parties={parties}
        customers={customers}
      />
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
