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
import { typedNumber } from "../../../schemas/number";
import { defineContract } from "../../resource/contract";

export const creditId = idSchema("L'avoir");

const creditIdInput = z.object({ id: creditId });

export const CREDIT_STATES = [
  "CREDIT_STATE_CREATED",
  "CREDIT_STATE_VALIDATED",
  "CREDIT_STATE_PARTIALY_USED",
  "CREDIT_STATE_USED",
] as const;

/** Types and generous lengths only: the domain checks lengths, dates and transitions in French. */
const updateInput = z.object({
  id: creditId,
  version: versionSchema,
  title: safeString(1_000).nullish(),
  comment: safeString(50_000).nullish(),
  invoiceHeadName: safeString(1_000).nullish(),
  invoiceAddress: safeString(1_000).nullish(),
  /** 'YYYY-MM-DD' (the spec's createdAt on the wire). */
  creditDate: documentDate().optional(),
  /** Issuer and recipient change only while the credit is a draft without an invoice. */
  triangleCompanyId: idSchema("L'entreprise émettrice").optional(),
  companyId: idSchema("Le client").optional(),
  state: z.enum(CREDIT_STATES, { error: MESSAGES.CREDIT_STATE_NOT_ONE_OF }).optional(),
  confirmed: z.boolean({ error: MESSAGES.CREDIT_CONFIRMED_NOT_BOOLEAN }).optional(),
});

/**
 * One credit note: every signed-in user reads it and edits a draft; validating it and changing the
 * state of a validated credit are checked in the service (accounting or super admin).
 */
export const creditContract = defineContract({
  name: "credit",
  operations: {
    /** The plain collection (Hydra GET /api/compta/credits): newest first, 50 a page (spec §9). */
    list: { type: "query", policy: "authed", input: z.object(pageInput(50, 500)) },
    get: { type: "query", policy: "authed", input: creditIdInput },
    /** 'Ajouter un avoir': issuer and customer are required (spec §5, credit creation). */
    create: {
      type: "mutation",
      policy: "authed",
      input: z.object({
        triangleCompanyId: idSchema("L'entreprise émettrice"),
        companyId: idSchema("Le client"),
      }),
    },
    /** 'Créer un avoir sur cette facture': a draft with the invoice's lines, linked to it. */
    createFromInvoice: {
      type: "mutation",
      policy: "authed",
      input: z.object({ invoiceId: idSchema("La facture") }),
    },
    update: { type: "mutation", policy: "authed", input: updateInput },
    delete: { type: "mutation", policy: "authed", input: creditIdInput },
    productOptions: { type: "query", policy: "authed", input: z.object({ creditId }) },
    /** 'Créditer un montant' on a draft that corrects an invoice: its lines become the amount, by VAT rate. */
    creditAmount: {
      type: "mutation",
      policy: "authed",
      input: z.object({ creditId, amount: typedNumber, percent: typedNumber }),
    },
    /** 'Créditer des lignes': its lines become the invoice lines chosen. */
    creditInvoiceLines: {
      type: "mutation",
      policy: "authed",
      input: z.object({
        creditId,
        invoiceLineIds: z.array(idSchema("La ligne de facture")).max(1_000),
      }),
    },
    /** The invoice a credit corrects: its TTC and its lines, for the two actions above. */
    creditableInvoice: { type: "query", policy: "authed", input: z.object({ creditId }) },
    /** 'Ajouter un avoir': the customers offered once the issuer is chosen. */
    recipients: {
      type: "query",
      policy: "authed",
      input: z.object({ triangleCompanyId: idSchema("L'entreprise émettrice") }),
    },
  },
  messages: [
    ...VERSION_MESSAGE_CODES,
    "CREDIT_NOT_FOUND",
    "INVOICE_NOT_FOUND",
    "CREDIT_STATE_NOT_ONE_OF",
    "CREDIT_CONFIRMED_NOT_BOOLEAN",
    "CREDIT_COMPANY_NOT_INVOICEABLE",
    "CREDIT_VALIDATE_FORBIDDEN",
    "CREDIT_CONFIRMATION_REQUIRED",
    "CREDIT_HEADER_LOCKED",
    "CREDIT_PARTIES_LOCKED",
    "CREDIT_FIELD_LOCKED",
    "CREDIT_FIELD_READ_ONLY",
    "CREDIT_DELETE_FORBIDDEN",
    "CREDIT_EMPTY",
    "CREDIT_NEGATIVE",
    "CREDIT_MORE_THAN_INVOICE",
    "CREDIT_TITLE_TOO_LONG",
    "CREDIT_DATE_INVALID",
    "CREDIT_DATE_IN_FUTURE",
    "CREDIT_DATE_BEFORE_LAST",
    "CREDIT_DATE_BEFORE_INVOICE",
    "CREDIT_AMOUNT_REQUIRED",
    "CREDIT_AMOUNT_INVALID",
    "CREDIT_AMOUNT_TOO_PRECISE",
    "CREDIT_AMOUNT_OR_PERCENT",
    "CREDIT_PERCENT_INVALID",
    "CREDIT_INVOICE_NOTHING_TO_SPREAD",
    "CREDIT_INVOICE_FULLY_CREDITED",
    "CREDIT_NEEDS_INVOICE",
    "CREDIT_LINES_REQUIRED",
    "CREDIT_LINE_NOT_ON_INVOICE",
  ],
});
