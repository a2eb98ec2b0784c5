import { MESSAGES } from "@tronc/domain";
import { z } from "zod";
import {
  documentDate,
  idSchema,
  pageInput,
  safeString,
  VERSION_MESSAGE_CODES,
  versionSchema,
} from "../../../schemas";
import { defineContract } from "../../resource/contract";

const invoiceId = idSchema("La facture");
const byId = z.object({ id: invoiceId });

const INVOICE_STATES = ["STATE_CREATED", "STATE_VALIDATED", "STATE_SEND", "STATE_PAID"] as const;

/**
 * One invoice: every signed-in user reads it and edits a draft; validating it and changing the
 * state of a validated invoice are checked in the service (accounting or super admin).
 */
export const invoiceContract = defineContract({
  name: "invoice",
  operations: {
    list: { type: "query", policy: "authed", input: z.object({ ...pageInput(120, 500) }) },
    get: { type: "query", policy: "authed", input: byId },
    productOptions: { type: "query", policy: "authed", input: z.object({ invoiceId }) },
    /** Types and generous lengths only: the domain checks lengths, dates and enumerations in French. */
    update: {
      type: "mutation",
      policy: "authed",
      input: z.object({
        id: invoiceId,
        version: versionSchema,
        title: safeString(1_000).nullish(),
        invoiceHeadName: safeString(1_000).nullish(),
        invoiceAddress: safeString(1_000).nullish(),
        deliveryAddress: safeString(1_000).nullish(),
        comment: safeString(50_000).nullish(),
        internalComment: safeString(50_000).nullish(),
        paymentMode: z
          .union([z.number({ error: MESSAGES.NUMBER_EXPECTED_CAPITALISED }), safeString(10)])
          .nullish(),
        invoiceDate: documentDate(10).optional(),
        serviceDate: documentDate(10).nullish(),
        operationCategory: safeString(20).optional(),
        state: z.enum(INVOICE_STATES, { error: MESSAGES.INVOICE_STATE_NOT_ONE_OF }).optional(),
        confirmed: z.boolean({ error: MESSAGES.INVOICE_CONFIRMED_NOT_BOOLEAN }).optional(),
        /** Never changed by a save: refused (422) when it differs from the invoice's. */
        companyId: idSchema("Le client").optional(),
        triangleCompanyId: idSchema("L'entreprise émettrice").optional(),
      }),
    },
    delete: { type: "mutation", policy: "authed", input: byId },
    duplicate: {
      type: "mutation",
      policy: "authed",
      input: z.object({ invoiceId, quotationId: idSchema("Le devis"), title: safeString(1_000).nullish() }),
    },
  },
  messages: [
    ...VERSION_MESSAGE_CODES,
    "INVOICE_NOT_FOUND",
    "INVOICE_VALIDATE_FORBIDDEN",
    "INVOICE_EMPTY",
    "INVOICE_DEDUCTED_NOT_NUMBERED",
    "INVOICE_DATE_IN_FUTURE",
    "INVOICE_DATE_BEFORE_LAST",
    "INVOICE_NOT_VALIDABLE",
    "INVOICE_ADDRESS_TOO_LONG",
    "INVOICE_DELIVERY_ADDRESS_TOO_LONG",
    "INVOICE_TITLE_TOO_LONG",
    "INVOICE_HEAD_NAME_TOO_LONG",
    "INVOICE_OPERATION_CATEGORY_INVALID",
    "INVOICE_STATE_INVALID",
    "INVOICE_FIELD_LOCKED",
    "INVOICE_FIELD_READ_ONLY",
    "INVOICE_DUPLICATE_QUOTATION_MISMATCH",
    "INVOICE_PAYMENT_MODE_INVALID",
    "INVOICE_STATE_NOT_ONE_OF",
    "INVOICE_CONFIRMED_NOT_BOOLEAN",
    "QUOTATION_NOT_FOUND",
    "BILLING_QUOTATION_OTHER_PARTY",
    "BILLING_TYPE_IN_BODY",
  ],
});
