import { MAX_PICKER_PAGE_SIZE, MESSAGES } from "@tronc/domain";
import { z } from "zod";
import {
  idSchema,
  pageInput,
  safeString,
  typedNumber,
  VERSION_MESSAGE_CODES,
  versionSchema,
} from "../../../schemas";
import { defineContract } from "../../resource/contract";

export const quotationId = idSchema("Le devis");
const recommendationId = idSchema("La recommandation");

const update = z.object({
  id: quotationId,
  version: versionSchema,
  title: safeString(1_000).nullish(),
  advancePercent: typedNumber,
  paymentMode: z.union([z.number({ error: MESSAGES.NUMBER_EXPECTED_CAPITALISED }), safeString(10)]).nullish(),
  isRecurringPayment: z.boolean({ error: MESSAGES.QUOTATION_RECURRING_NOT_BOOLEAN }).optional(),
  comment: safeString(50_000).nullish(),
});

/** Quotations: every signed-in user reads and works proposals. */
export const quotationContract = defineContract({
  name: "quotation",
  operations: {
    list: {
      type: "query",
      policy: "authed",
      input: z.object({
        recommendationId: recommendationId.optional(),
        ...pageInput(50, MAX_PICKER_PAGE_SIZE),
      }),
    },
    get: { type: "query", policy: "authed", input: z.object({ id: quotationId }) },
    productOptions: { type: "query", policy: "authed", input: z.object({ quotationId }) },
    create: { type: "mutation", policy: "authed", input: z.object({ recommendationId }) },
    update: { type: "mutation", policy: "authed", input: update },
    delete: { type: "mutation", policy: "authed", input: z.object({ id: quotationId }) },
    /** 'Créer un avenant': whoever may edit quotations. */
    createAmendment: { type: "mutation", policy: "authed", input: z.object({ id: quotationId }) },
  },
  messages: [
    "QUOTATION_NOT_FOUND",
    "QUOTATION_RECOMMENDATION_NOT_FOUND",
    "QUOTATION_NUMBER_REQUIRED",
    "QUOTATION_NUMBER_INVALID",
    "QUOTATION_NUMBER_TOO_PRECISE",
    "PERCENT_IN_EUROS",
    "QUOTATION_ADVANCE_OUT_OF_RANGE",
    "QUOTATION_TITLE_TOO_LONG",
    "QUOTATION_PAYMENT_MODE_INVALID",
    "QUOTATION_DELETE_FORBIDDEN",
    "QUOTATION_SIGNED_LOCKED",
    "QUOTATION_ADD_TO_SIGNED",
    "QUOTATION_AMEND_NOT_SIGNED",
    "QUOTATION_AMEND_INVOICED",
    "QUOTATION_AMENDMENT_OPEN",
    "QUOTATION_AMEND_REPLACED",
    "RECOMMENDATION_NOT_FOUND",
    ...VERSION_MESSAGE_CODES,
  ],
});
