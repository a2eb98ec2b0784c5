/** The supplier purchases of a quotation (document 1 §2.9, §5): purchases, lines, fees, totals, PDF. */
export function SupplierPurchases(_props: { quotationId: number }) {
  return null;
}
