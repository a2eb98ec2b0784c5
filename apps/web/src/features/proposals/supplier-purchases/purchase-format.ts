import { UNITY_LABELS, type Unity } from "@tronc/domain";
import type { RouterOutputs } from "../../../lib/trpc";
import { trpc } from "../../../lib/trpc";

export type Purchase = RouterOutputs["quotationExpense"]["listByQuotation"][number];
export type PurchaseLine = Purchase["lines"][number];
export type PurchaseFee = PurchaseLine["fees"][number];
export type SupplierOffer = RouterOutputs["quotationExpense"]["supplierOffers"][number];

/** '2.5' → '2,5'. */
export const frenchDecimal = (value: string | number) => String(value).replace(".", ",");

/** '3' 'UNITY_DAY' → '3 jours'. */
export function quantityLabel(quantity: string, unity: Unity): string {
  const label = Number(quantity) > 1 ? UNITY_LABELS[unity].many : UNITY_LABELS[unity].one;
  return `${frenchDecimal(quantity)} ${label}`;
}

/** After any change: the purchases, the quotation whose header shows their totals, the order pages. */
export function usePurchasesChanged() {
  const utils = trpc.useUtils();
  return () => {
    void utils.quotationExpense.invalidate();
    void utils.quotation.get.invalidate();
    void utils.purchaseOrder.get.invalidate();
  };
}
