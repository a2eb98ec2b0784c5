import { QUOTATION_STATE_LABELS, type QuotationState } from "@tronc/domain";
import { z } from "zod";
import { idSchema, safeString } from "../schemas";

const QUOTATION_STATES = Object.keys(QUOTATION_STATE_LABELS) as [QuotationState, ...QuotationState[]];

/** 'Suivi comptable' (GET /admin/global): the date basis, the range, group companies and quotation states. */
export const accountingSummaryInput = z.object({
  /** devis: quotation date; event_start / event_end: the project's dates; invoice: an invoice's date. */
  searchDate: z
    .enum(["devis", "event_start", "event_end", "invoice"], {
      error: "La base de date doit être devis, event_start, event_end ou invoice.",
    })
    .default("devis"),
  from: safeString(40).nullish(),
  to: safeString(40).nullish(),
  triangleCompanyIds: z.array(idSchema("L'entreprise du groupe")).max(50).optional(),
  /** Absent: accepted, billed and in-billed. */
  states: z
    .array(z.enum(QUOTATION_STATES, { error: "L'état de devis demandé n'existe pas." }))
    .max(10)
    .optional(),
});

export type AccountingSummaryInput = z.infer<typeof accountingSummaryInput>;
