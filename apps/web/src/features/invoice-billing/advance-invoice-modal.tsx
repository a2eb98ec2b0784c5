/**
 * 'Pourcentage du devis à facturer': quotation TTC, already billed, left; percent and amount each
 * computed from the other; creates a deposit (TYPE_ADVANCE) or partial (TYPE_MONTHLY) invoice.
 */
export function AdvanceInvoiceModal(_props: {
  quotationId: number;
  type: "TYPE_ADVANCE" | "TYPE_MONTHLY";
  open: boolean;
  onClose(): void;
  onCreated(invoiceId: number): void;
}) {
  return null;
}
