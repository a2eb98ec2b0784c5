import { INVOICE_LIST_STATES, type InvoiceState, MESSAGES, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput, safeString, searchText } from "../schemas";

const stateSchema = z.enum(INVOICE_LIST_STATES as [InvoiceState, ...InvoiceState[]], {
  error: (issue) => MESSAGES.INVOICE_LIST_STATE_UNKNOWN.replace("{value}", String(issue.input)),
});

/**
 * The invoice list's filters (§2.7), shared by the list, its totals bar and the three exports. Dates
 * and numbers are read by the domain (readInvoiceListRanges), which says in French what is wrong.
 */
export const invoiceFilters = z.object({
  /** Reference, title, billing name, client, issuer, quotation references. */
  q: searchText,
  /** The invoice's creator. */
  userId: idSchema("L'utilisateur").nullish(),
  /** Absent: created, sent and validated (DEFAULT_INVOICE_LIST_STATES); empty: every state. */
  states: z.array(stateSchema).max(10).optional(),
  triangleCompanyId: idSchema("L'entreprise du groupe").nullish(),
  companyId: idSchema("Le client").nullish(),
  /** Invoice date from and to, 'YYYY-MM-DD', both included. */
  from: safeString(40).nullish(),
  to: safeString(40).nullish(),
  /** Number (counter of the reference) from and to: '42' or 'FA-TRI-2026-00042'. */
  numFrom: safeString(30).nullish(),
  numTo: safeString(30).nullish(),
  /** 'Dupliquées seulement'. */
  isDuplicated: z.boolean().nullish(),
});

export const invoiceSearchInput = invoiceFilters.extend(pageInput(PAGE_SIZES.invoices, 500));

export type InvoiceSearchFilters = z.infer<typeof invoiceFilters>;
export type InvoiceSearchInput = z.infer<typeof invoiceSearchInput>;
