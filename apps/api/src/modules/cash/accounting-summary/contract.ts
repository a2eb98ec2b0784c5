import { MESSAGES, QUOTATION_STATE_LABELS, type QuotationState } from "@tronc/domain";
import { z } from "zod";
import { idSchema, safeString } from "../../../schemas";
import { defineContract, type InputOf } from "../../resource/contract";

const QUOTATION_STATES = Object.keys(QUOTATION_STATE_LABELS) as [QuotationState, ...QuotationState[]];

/** 'Suivi comptable': accounting users only. */
export const accountingSummaryContract = defineContract({
  name: "accountingSummary",
  operations: {
    /** 'Suivi comptable' (GET /admin/global): the date basis, the range, group companies and quotation states. */
    search: {
      type: "query",
      policy: "accounting",
      input: z.object({
        /** devis: quotation date; event_start / event_end: the project's dates; invoice: an invoice's date. */
        searchDate: z
          .enum(["devis", "event_start", "event_end", "invoice"], {
            error: MESSAGES.ACCOUNTING_SUMMARY_DATE_BASIS_INVALID,
          })
          .default("devis"),
        from: safeString(40).nullish(),
        to: safeString(40).nullish(),
        triangleCompanyIds: z.array(idSchema("L'entreprise du groupe")).max(50).optional(),
        /** Absent: accepted, billed and in-billed. */
        states: z
          .array(z.enum(QUOTATION_STATES, { error: MESSAGES.ACCOUNTING_SUMMARY_STATE_UNKNOWN }))
          .max(10)
          .optional(),
      }),
    },
  },
  messages: [
    "ACCOUNTING_SUMMARY_DATE_INVALID",
    "ACCOUNTING_SUMMARY_DATES_REVERSED",
    "ACCOUNTING_SUMMARY_DATE_BASIS_INVALID",
    "ACCOUNTING_SUMMARY_STATE_UNKNOWN",
  ],
});

export const accountingSummaryInput = accountingSummaryContract.operations.search.input;
export type AccountingSummaryInput = InputOf<typeof accountingSummaryContract.operations.search>;
