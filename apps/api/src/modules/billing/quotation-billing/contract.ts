import { MESSAGES, toCents } from "@tronc/domain";
import { z } from "zod";
import { idListSchema, idSchema } from "../../../schemas";
import { typedNumber } from "../../../schemas/number";
import { defineContract } from "../../resource/contract";

const quotationId = idSchema("Le devis");
const triangleCompanyId = idSchema("L'entreprise du groupe");
const companyId = idSchema("Le client");

const AMOUNT_ERROR = MESSAGES.BILLING_AMOUNT_NOT_CENTS;
/** Amount TTC in cents; the domain says when it is not above 0 or above what is left. */
const amountCents = z
  .number({ error: AMOUNT_ERROR })
  .int({ error: AMOUNT_ERROR })
  .min(-1e13, { error: AMOUNT_ERROR })
  .max(1e13, { error: AMOUNT_ERROR })
  .transform(toCents)
  .nullish();

/** Invoices from quotations (deposit, partial, balance) and the creation modal: every signed-in user drafts invoices. */
export const quotationBillingContract = defineContract({
  name: "quotationBilling",
  operations: {
    summary: { type: "query", policy: "authed", input: z.object({ quotationId }) },
    preview: {
      type: "query",
      policy: "authed",
      input: z.object({ quotationId, percent: typedNumber, amountCents }),
    },
    bill: {
      type: "mutation",
      policy: "authed",
      input: z.object({
        quotationId,
        type: z.enum(["TYPE_ADVANCE", "TYPE_MONTHLY", "TYPE_SOLD"], {
          error: MESSAGES.BILLING_TYPE_NOT_ONE_OF,
        }),
        percent: typedNumber,
        amountCents,
      }),
    },
    invoiceableCompanies: { type: "query", policy: "authed", input: z.object({ triangleCompanyId }) },
    billableQuotations: {
      type: "query",
      policy: "authed",
      input: z.object({ triangleCompanyId, companyId }),
    },
    create: {
      type: "mutation",
      policy: "authed",
      input: z.object({
        triangleCompanyId,
        companyId,
        quotationIds: idListSchema("Le devis", 500).min(1, { error: MESSAGES.BILLING_NO_QUOTATION }),
      }),
    },
  },
  messages: [
    "BILLING_AMOUNT_NOT_CENTS",
    "BILLING_TYPE_NOT_ONE_OF",
    "BILLING_NO_QUOTATION",
    "BILLING_PERCENT_OR_AMOUNT_REQUIRED",
    "BILLING_COMPANY_NOT_INVOICEABLE",
    "BILLING_QUOTATION_OTHER_PARTY",
    "BILLING_QUOTATION_NOT_INVOICEABLE",
    "INVOICE_TOTAL_NEGATIVE",
    "QUOTATION_NOT_FOUND",
    "COMPANY_NOT_FOUND",
    "TRIANGLE_COMPANY_NOT_FOUND",
  ],
});
