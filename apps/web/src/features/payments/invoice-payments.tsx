import type { InvoiceView } from "../invoices/invoice-edit-form";

/** 'Ajouter un paiement', the payment modal and 'Liste des règlements' on the invoice (helper H3): to come. */
export function InvoicePayments(_props: { invoice: InvoiceView }) {
  return null;
}
