import type { InvoiceView } from "../invoices/invoice-edit-form";

/** 'Créer un avoir sur cette facture' in the invoice's side panel (helper H3): to come. */
export function InvoiceCreditAction(_props: { invoice: InvoiceView }) {
  return null;
}
