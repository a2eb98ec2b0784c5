import { readInvoiceListRanges } from "../billing/invoice-list";
import { domainError } from "../messages";
import { PURCHASE_ORDER_STATE_LABELS, type PurchaseOrderState } from "./purchase-order-rules";

/** The states the purchase order list's chips offer, in their order. */
export const PURCHASE_ORDER_LIST_STATES = Object.keys(PURCHASE_ORDER_STATE_LABELS) as PurchaseOrderState[];

export function isPurchaseOrderState(value: string): value is PurchaseOrderState {
  return (PURCHASE_ORDER_LIST_STATES as string[]).includes(value);
}

/** Reads the list's state values (Hydra's `state`), refusing an unknown one in French. */
export function readPurchaseOrderStates(values: readonly string[]): PurchaseOrderState[] {
  return values.map((value) => {
    if (!isPurchaseOrderState(value)) {
      throw domainError("PURCHASE_ORDER_LIST_STATE_UNKNOWN", "invalid", { value }, { field: "state" });
    }
    return value;
  });
}

/** Creation days from and to, both included ('YYYY-MM-DD'); null for an open end. */
export interface PurchaseOrderPeriod {
  from: string | null;
  to: string | null;
}

/**
 * The list's creation dates, read as the invoice list reads its dates (a date-time counts for its
 * day) with the same French refusals: a day that is not one, a start after its end.
 */
export function readPurchaseOrderPeriod(input: {
  from?: string | null | undefined;
  to?: string | null | undefined;
}): PurchaseOrderPeriod {
  const { from, to } = readInvoiceListRanges({ from: input.from, to: input.to });
  return { from, to };
}
