import { CREDIT_STATE_LABELS, type CreditState, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput, searchText } from "../schemas";

const CREDIT_STATES = Object.keys(CREDIT_STATE_LABELS) as [CreditState, ...CreditState[]];

/** The credit list's filters (§2.8), shared by the list, its totals bar and the Excel export. */
export const creditFilters = z.object({
  /** Reference, title, billing name, client, issuer, corrected invoice's reference. */
  q: searchText,
  triangleCompanyId: idSchema("L'entreprise du groupe").nullish(),
  /** The client sheet's 'Avoirs' tab. */
  companyId: idSchema("Le client").nullish(),
  /** Absent or empty: every state. */
  states: z
    .array(z.enum(CREDIT_STATES, { error: "Cet état n'existe pas pour un avoir." }))
    .max(10)
    .optional(),
});

export const creditSearchInput = creditFilters.extend(pageInput(PAGE_SIZES.creditNotes, 500));

export type CreditSearchFilters = z.infer<typeof creditFilters>;
export type CreditSearchInput = z.infer<typeof creditSearchInput>;
