import { z } from "zod";

/**
 * The invoice list's filters (§2.7), shared by the list, its totals bar and the three exports.
 * STUB written by the lead: the list's engineer replaces it with the real schema (French messages,
 * states, dates, numFrom ≤ numTo…), keeping the names `invoiceSearchInput` and `InvoiceSearchFilters`.
 */
export const invoiceSearchInput = z.object({
  q: z.string().max(200).optional(),
  page: z.number().int().min(0).default(0),
  pageSize: z.number().int().min(1).max(500).default(120),
});

export type InvoiceSearchFilters = z.infer<typeof invoiceSearchInput>;
