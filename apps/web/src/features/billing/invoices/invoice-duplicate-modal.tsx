import { MESSAGES } from "@tronc/domain";
import { useState } from "react";
import { useLocation } from "wouter";
import { routeUrl } from "../../../app/paths";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { FormModal } from "../../../ui/form-modal";
import { TextField } from "../../../ui/text-field";
import { useToast } from "../../../ui/toast";
import type { InvoiceView } from "./invoice-edit-form";

/** The duplication modal: a title for the copy, billed on one of the invoice's quotations. */
export function InvoiceDuplicateModal({ invoice, onClose }: { invoice: InvoiceView; onClose(): void }) {
  const [title, setTitle] = useState(invoice.title);
  const [quotationId, setQuotationId] = useState(invoice.quotations[0]?.id ?? 0);
  const [, navigate] = useLocation();
  const toast = useToast();
  const duplicate = trpc.invoice.duplicate.useMutation({
    onSuccess: ({ id }) => {
      toast.success(MESSAGES.INVOICE_DUPLICATED);
      onClose();
      navigate(routeUrl("admin-compta-invoice-edit", { id }));
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  return (
    <FormModal
      title="Dupliquer la facture"
      formId="invoice-duplicate-form"
      saving={duplicate.isPending}
      onSubmit={() => duplicate.mutate({ invoiceId: invoice.id, quotationId, title })}
      onClose={onClose}
      className="stack"
    >
      <TextField label="Titre de la copie" id="invoice-duplicate-title" value={title} onChange={setTitle} />
      {invoice.quotations.length > 1 && (
        <div className="field">
          <label htmlFor="invoice-duplicate-quotation">Devis facturé</label>
          <select
            id="invoice-duplicate-quotation"
            value={quotationId}
            onChange={(event) => setQuotationId(Number(event.target.value))}
          >
            {invoice.quotations.map((quotation) => (
              <option key={quotation.id} value={quotation.id}>
                {quotation.reference} — {quotation.title}
              </option>
            ))}
          </select>
        </div>
      )}
    </FormModal>
  );
}
