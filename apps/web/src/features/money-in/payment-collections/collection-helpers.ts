import { PAYMENT_MODE_LABELS, type PaymentMode } from "@tronc/domain";
import type { RouterOutputs } from "../../../lib/trpc";

export type CollectionRow = RouterOutputs["paymentCollection"]["search"]["items"][number];

export const COLLECTION_LIST_KEY = "payment-collections";
export const COLLECTIONS_EXCEL_PATH = "/admin/invoice-payment-collection-excel";

/** The table's filters as the screen keeps them for the session ('' for an empty date). */
export interface CollectionListFilters {
  triangleCompanyId: number | null;
  /** None chosen: every mode. */
  modes: PaymentMode[];
  from: string;
  to: string;
}

export const DEFAULT_COLLECTION_FILTERS: CollectionListFilters = {
  triangleCompanyId: null,
  modes: [],
  from: "",
  to: "",
};

export const MODE_OPTIONS = (Object.keys(PAYMENT_MODE_LABELS) as PaymentMode[]).map((mode) => ({
  value: mode,
  label: PAYMENT_MODE_LABELS[mode],
}));

/** paymentCollection.search / stats input: what the screen shows, as the API reads it. */
export function collectionFiltersInput(filters: CollectionListFilters, q: string | undefined) {
  return {
    q,
    triangleCompanyId: filters.triangleCompanyId,
    modes: filters.modes,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

/** The Excel export's address with the table's filters, under invoice_payments-search's names. */
export function collectionExportUrl(filters: CollectionListFilters, q: string | undefined): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (filters.triangleCompanyId) params.set("triangleCompany", String(filters.triangleCompanyId));
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  for (const mode of filters.modes) params.append("modes[]", mode);
  const query = params.toString();
  return query ? `${COLLECTIONS_EXCEL_PATH}?${query}` : COLLECTIONS_EXCEL_PATH;
}

export const collectionCountLabel = (count: number) =>
  `${count.toLocaleString("fr-FR")} encaissement${count > 1 ? "s" : ""}`;
