/** A quotation inside the recommendation modal (document 1 §2.9): header, lines, totals, print, purchases. */
export function QuotationBlock(_props: { quotationId: number; onChanged?: () => void }) {
  return null;
}
