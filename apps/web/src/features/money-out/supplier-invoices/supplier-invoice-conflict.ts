import { SUPPLIER_INVOICE_STATE_LABELS } from "@tronc/domain";
import { formatDate } from "../../../lib/format";
import type { FieldDifference } from "../../../ui/conflict-dialog";
import { fieldDifferences } from "../../../ui/field-differences";
import {
  draftOfSupplierInvoice,
  type SupplierInvoiceDraft,
  type SupplierInvoiceView,
} from "./supplier-invoice-edit-form";

/** The fields of the edit screen under their labels there. */
const LABELS: Record<keyof SupplierInvoiceDraft, string> = {
  invoiceNumber: "Numéro de facture",
  amount: "Montant TTC (€)",
  amountTva: "Montant TVA (€)",
  invoiceAt: "Date de facture",
  invoiceReceivedAt: "Date de réception",
  paymentAt: "Date de paiement",
  comment: "Commentaire",
  state: "État",
};

const dateText = (value: string) => (value === "" ? "" : formatDate(value));

/** A draft as a person reads it: dates in French, the state's label. */
const textsOf = (draft: SupplierInvoiceDraft): Record<keyof SupplierInvoiceDraft, string> => ({
  ...draft,
  invoiceAt: dateText(draft.invoiceAt),
  invoiceReceivedAt: dateText(draft.invoiceReceivedAt),
  paymentAt: dateText(draft.paymentAt),
  state: SUPPLIER_INVOICE_STATE_LABELS[draft.state],
});

/** What was typed on the supplier invoice that is not the invoice now (the conflict dialog's table). */
export const supplierInvoiceDifferences = (
  typed: SupplierInvoiceDraft,
  current: SupplierInvoiceView,
): FieldDifference[] => fieldDifferences(LABELS, textsOf(typed), textsOf(draftOfSupplierInvoice(current)));
