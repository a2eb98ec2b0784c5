import { PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput, safeString, searchText } from "../schemas";

export const accountingQuotationIdInput = z.object({ id: idSchema("Le devis") });

/**
 * The quotation list's filters (§2.6), shared by the list, its totals bar and the two exports. States
 * and days are read by the domain (readQuotationStates, readQuotationListDates), in French.
 */
export const quotationListFilters = z.object({
  /** Reference, title, lead subject, client (the recommendation's search text). */
  q: searchText,
  triangleCompanyId: idSchema("L'entreprise du groupe").nullish(),
  /** Absent: accepted, billed, in-billed (DEFAULT_QUOTATION_LIST_STATES); empty: every state. */
  states: z.array(safeString(40)).max(10, { error: "10 états au plus." }).optional(),
  /** Quotation creation day from and to, 'YYYY-MM-DD', both included. */
  from: safeString(40).nullish(),
  to: safeString(40).nullish(),
  /** 'Facturables': an invoicing button and something left to bill. */
  billable: z.boolean({ error: "billable doit valoir vrai ou faux." }).nullish(),
  /** 'Récurrents'. */
  recurrent: z.boolean({ error: "recurrent doit valoir vrai ou faux." }).nullish(),
  /** Only quotations with a total HT above 0. */
  removeEmpty: z.boolean({ error: "removeEmpty doit valoir vrai ou faux." }).nullish(),
});

export const quotationListInput = quotationListFilters.extend(pageInput(PAGE_SIZES.quotations, 500));

export const quotationNoteInput = z.object({
  id: idSchema("Le devis"),
  internalComment: safeString(50_000).nullish(),
  isRecurringPayment: z.boolean({ error: "isRecurringPayment doit valoir vrai ou faux." }).optional(),
});

export type QuotationListFilters = z.infer<typeof quotationListFilters>;
export type QuotationListInput = z.infer<typeof quotationListInput>;
export type QuotationNoteInput = z.infer<typeof quotationNoteInput>;
