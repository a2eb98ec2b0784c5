import { INVOICE_LIST_STATES, type InvoiceState, MESSAGES, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput, safeString, searchText } from "../../../schemas";
import { defineContract, type InputOf } from "../../resource/contract";

const stateSchema = z.enum(INVOICE_LIST_STATES as [InvoiceState, ...InvoiceState[]], {
  error: (issue) => MESSAGES.INVOICE_LIST_STATE_UNKNOWN.replace("{value}", String(issue.input)),
});

/**
 * The invoice list's filters (§2.7), shared by the list, its totals bar and the three exports. Dates
 * and numbers are read by the domain (readInvoiceListRanges), which says in French what is wrong.
 */
const invoiceFilters = z.object({
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

/** The invoice list: every signed-in user reads invoices (lead's decision). */
export const invoiceListContract = defineContract({
  name: "invoiceList",
  operations: {
    /** 'Factures client': a page of 120, newest first, and the (capped) total. */
    search: {
      type: "query",
      policy: "authed",
      input: invoiceFilters.extend(pageInput(PAGE_SIZES.invoices, 500)),
    },
    /** The totals bar of everything matching, with its exact count. */
    stats: { type: "query", policy: "authed", input: invoiceFilters },
  },
  messages: [
    "INVOICE_LIST_STATE_UNKNOWN",
    "INVOICE_LIST_DATE_INVALID",
    "INVOICE_LIST_DATE_RANGE",
    "INVOICE_LIST_NUMBER_INVALID",
    "INVOICE_LIST_NUMBER_RANGE",
    "INVOICE_LIST_PAGE_INVALID",
  ],
});

/** The list's filters as the contract reads them (the search, the stats and the exports). */
export const invoiceSearchInput = invoiceListContract.operations.search.input;
export type InvoiceSearchFilters = InputOf<typeof invoiceListContract.operations.stats>;
export type InvoiceSearchInput = InputOf<typeof invoiceListContract.operations.search>;
