import { MESSAGES, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput, safeString, searchText, versionSchema } from "../../../schemas";
import { defineContract, type InputOf } from "../../resource/contract";

const id = z.object({ id: idSchema("Le devis") });

/**
 * The quotation list's filters (§2.6), shared by the list, its totals bar and the two exports. States
 * and days are read by the domain (readQuotationStates, readQuotationListDates), in French.
 */
const filters = z.object({
  /** Reference, title, lead subject, client (the recommendation's search text). */
  q: searchText,
  triangleCompanyId: idSchema("L'entreprise du groupe").nullish(),
  /** Absent: accepted, billed, in-billed (DEFAULT_QUOTATION_LIST_STATES); empty: every state. */
  states: z.array(safeString(40)).max(10, { error: MESSAGES.QUOTATION_LIST_STATES_TOO_MANY }).optional(),
  /** Quotation creation day from and to, 'YYYY-MM-DD', both included. */
  from: safeString(40).nullish(),
  to: safeString(40).nullish(),
  /** 'Facturables': an invoicing button and something left to bill. */
  billable: z.boolean({ error: MESSAGES.QUOTATION_LIST_BILLABLE_NOT_BOOLEAN }).nullish(),
  /** 'Récurrents'. */
  recurrent: z.boolean({ error: MESSAGES.QUOTATION_LIST_RECURRENT_NOT_BOOLEAN }).nullish(),
  /** Only quotations with a total HT above 0. */
  removeEmpty: z.boolean({ error: MESSAGES.QUOTATION_LIST_REMOVE_EMPTY_NOT_BOOLEAN }).nullish(),
});

const note = z.object({
  id: idSchema("Le devis"),
  version: versionSchema,
  internalComment: safeString(50_000).nullish(),
  isRecurringPayment: z.boolean({ error: MESSAGES.QUOTATION_RECURRING_NOT_BOOLEAN }).optional(),
});

/** Quotation list and edit for accounting: every signed-in user reads them and saves the note. */
export const accountingQuotationContract = defineContract({
  name: "accountingQuotation",
  operations: {
    /** 'Liste des devis': a page of 50 and the count. */
    search: { type: "query", policy: "authed", input: filters.extend(pageInput(PAGE_SIZES.quotations, 500)) },
    /** The totals bar: HT, VAT, TTC of everything matching. */
    stats: { type: "query", policy: "authed", input: filters },
    /** 'Édition du Devis': lines, totals, invoices so far, billed and left, payment schedule. */
    get: { type: "query", policy: "authed", input: id },
    /** 'La note sur le devis est bien enregistrée': internal comment and 'Paiement récurrent'. */
    updateNote: { type: "mutation", policy: "authed", input: note },
    /** 'Clôturer le devis': DONE, set by hand (DESIGN §10). */
    close: { type: "mutation", policy: "authed", input: id },
  },
  messages: [
    "QUOTATION_NOT_FOUND",
    "QUOTATION_NOTE_SAVED",
    "QUOTATION_CLOSE_FORBIDDEN",
    "QUOTATION_LIST_STATE_UNKNOWN",
    "QUOTATION_LIST_DATES_REVERSED",
    "QUOTATION_LIST_PAGE_INVALID",
    "VERSION_CONFLICT",
    "VERSION_INVALID",
    "VERSION_REQUIRED",
  ],
});

/** The list's filters as the contract reads them (the search, the stats and the exports). */
export const quotationListFilters = accountingQuotationContract.operations.stats.input;
export type QuotationListFilters = InputOf<typeof accountingQuotationContract.operations.stats>;
export type QuotationListInput = InputOf<typeof accountingQuotationContract.operations.search>;
export type QuotationNoteInput = InputOf<typeof accountingQuotationContract.operations.updateNote>;
