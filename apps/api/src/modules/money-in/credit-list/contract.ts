import { CREDIT_LIST_STATES, type CreditState, MESSAGES, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput, searchText } from "../../../schemas";
import { defineContract, type InputOf } from "../../resource/contract";

const stateSchema = z.enum(CREDIT_LIST_STATES as [CreditState, ...CreditState[]], {
  error: (issue) => MESSAGES.CREDIT_LIST_STATE_UNKNOWN.replace("{value}", String(issue.input)),
});

/** The credit list's filters (§2.8), shared by the list, its totals bar and the Excel export. */
const filters = z.object({
  /** Reference, title, billing name, client, issuer, corrected invoice's reference. */
  q: searchText,
  triangleCompanyId: idSchema("L'entreprise du groupe").nullish(),
  /** The client sheet's 'Avoirs' tab. */
  companyId: idSchema("Le client").nullish(),
  /** Absent or empty: every state. */
  states: z.array(stateSchema).max(10).optional(),
});

/** The credit note list: every signed-in user reads credit notes (lead's decision 1). */
export const creditListContract = defineContract({
  name: "creditList",
  operations: {
    /** 'Avoirs client': a page of 50, newest first, and the (capped) total. */
    search: {
      type: "query",
      policy: "authed",
      input: filters.extend(pageInput(PAGE_SIZES.creditNotes, 500)),
    },
    /** The totals bar (HT, TVA, TTC) of everything matching, with its exact count. */
    stats: { type: "query", policy: "authed", input: filters },
  },
  messages: ["CREDIT_LIST_STATE_UNKNOWN", "CREDIT_LIST_PAGE_INVALID"],
});

/** The list's filters as the contract reads them (the search, the totals bar and the export). */
export const creditFilters = creditListContract.operations.stats.input;
export type CreditSearchFilters = InputOf<typeof creditListContract.operations.stats>;
export type CreditSearchInput = InputOf<typeof creditListContract.operations.search>;
