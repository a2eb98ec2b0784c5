import { readInvoiceListRanges } from "../billing/invoice-list";

/** Payment dates from and to, both included ('YYYY-MM-DD'); null for an open end. */
export interface CollectionPeriod {
  from: string | null;
  to: string | null;
}

/**
 * The collections' period, read as the invoice list reads its dates (a date-time counts for its day)
 * and with the same French refusals: a day that is not one, a start after its end.
 */
export function readCollectionPeriod(input: {
  from?: string | null | undefined;
  to?: string | null | undefined;
}): CollectionPeriod {
  const { from, to } = readInvoiceListRanges({ from: input.from, to: input.to });
  return { from, to };
}
