import { CREDIT_LIST_STATES, type CreditState, MESSAGES, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput, searchText } from "../schemas";

const stateSchema = z.enum(CREDIT_LIST_STATES as [CreditState, ...CreditState[]], {
  error: (issue) => MESSAGES.CREDIT_LIST_STATE_UNKNOWN.replace("{value}", String(issue.input)),
});

/** The credit list's filters (§2.8), shared by the list, its totals bar and the Excel export. */
export const creditFilters = z.object({
  /** Reference, title, billing name, client, issuer, corrected invoice's reference. */
  q: searchText,
  triangleCompanyId: idSchema("L'entreprise du groupe").nullish(),
  /** The client sheet's 'Avoirs' tab. */
  companyId: idSchema("Le client").nullish(),
  /** Absent or empty: every state. */
  states: z.array(stateSchema).max(10).optional(),
});

export const creditSearchInput = creditFilters.extend(pageInput(PAGE_SIZES.creditNotes, 500));

export type CreditSearchFilters = z.infer<typeof creditFilters>;
export type CreditSearchInput = z.infer<typeof creditSearchInput>;
