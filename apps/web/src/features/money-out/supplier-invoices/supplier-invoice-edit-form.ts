import { formatCentsAsDecimal, type SupplierInvoiceState } from "@tronc/domain";
import { apiErrorMessage, domainErrorOf } from "../../../lib/api-error";
import type { RouterOutputs } from "../../../lib/trpc";

export type SupplierInvoiceView = RouterOutputs["supplierInvoice"]["get"];
export type SupplierInvoiceOrder = SupplierInvoiceView["orders"][number];
export type SupplierInvoiceLine = SupplierInvoiceOrder["lines"][number];

/** The edit form as typed: amounts as written ('830,00'), dates 'yyyy-MM-dd' or ''. */
export interface SupplierInvoiceDraft {
  invoiceNumber: string;
  amount: string;
  amountTva: string;
  paymentAt: string;
  invoiceReceivedAt: string;
  invoiceAt: string;
  comment: string;
  state: SupplierInvoiceState;
}

const amountText = (cents: number | null) => (cents === null ? "" : formatCentsAsDecimal(cents));

export const draftOfSupplierInvoice = (invoice: SupplierInvoiceView): SupplierInvoiceDraft => ({
  invoiceNumber: invoice.invoiceNumber ?? "",
  amount: amountText(invoice.amountCents),
  amountTva: amountText(invoice.amountTvaCents),
  paymentAt: invoice.paymentAt ?? "",
  invoiceReceivedAt: invoice.invoiceReceivedAt ?? "",
  invoiceAt: invoice.invoiceAt ?? "",
  comment: invoice.comment,
  state: invoice.state,
});

const orNull = (value: string) => (value.trim() === "" ? null : value);

/** What 'Enregistrer' sends: every field (an emptied one as null), the state only when changed by hand. */
export const supplierInvoiceChanges = (invoice: SupplierInvoiceView, draft: SupplierInvoiceDraft) => ({
  id: invoice.id,
  invoiceNumber: orNull(draft.invoiceNumber),
  amount: orNull(draft.amount),
  amountTva: orNull(draft.amountTva),
  paymentAt: orNull(draft.paymentAt),
  invoiceReceivedAt: orNull(draft.invoiceReceivedAt),
  invoiceAt: orNull(draft.invoiceAt),
  comment: draft.comment,
  state: draft.state === invoice.state ? undefined : draft.state,
});

export type SupplierInvoiceFieldErrors = Partial<Record<keyof SupplierInvoiceDraft, string>>;

/** The server's refusal under the field it names ('amount', 'amountTva', 'paymentAt'…). */
export function supplierInvoiceFieldErrors(error: unknown): SupplierInvoiceFieldErrors {
  if (!error) return {};
  const field = domainErrorOf(error)?.field;
  return field ? { [field]: apiErrorMessage(error) } : {};
}
