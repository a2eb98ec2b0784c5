import { MESSAGES } from "@tronc/domain";
import { z } from "zod";
import {
  documentDate,
  idSchema,
  pageInput,
  paymentDate,
  safeString,
  VERSION_MESSAGE_CODES,
  versionSchema,
} from "../../../schemas";
import { typedNumber } from "../../../schemas/number";
import { defineContract } from "../../resource/contract";

const supplierInvoiceId = idSchema("La facture fournisseur");
const linkId = idSchema("Le bon de commande lié");
const lineId = idSchema("La ligne de facture fournisseur");

const idInput = z.object({ id: supplierInvoiceId });

/** An amount in euros as sent (12.5) or typed ('1 234,56'); the domain reads it and says what is wrong. */
const amount = z
  .union([z.number({ error: MESSAGES.NUMBER_EXPECTED_CAPITALISED }), safeString(40)], {
    error: MESSAGES.AMOUNT_NUMBER_OR_TEXT,
  })
  .nullish();

/** Types and lengths only: the service checks the rules (required fields, VAT, number) in French. */
const fields = {
  invoiceNumber: safeString(200).nullish(),
  amount,
  amountTva: amount,
  /** 'YYYY-MM-DD'. */
  paymentAt: paymentDate().nullish(),
  invoiceReceivedAt: documentDate().nullish(),
  invoiceAt: documentDate().nullish(),
  comment: safeString(20_000).nullish(),
  fileId: idSchema("Le fichier").nullish(),
};

const SUPPLIER_INVOICE_STATES = ["STATE_PENDING", "STATE_PAID", "STATE_ADVANCE"] as const;

const lineFields = {
  name: safeString(1_000).nullish(),
  quantity: typedNumber,
  unitPrice: typedNumber,
  unity: safeString(40).nullish(),
  tva: typedNumber,
};

const lineIdInput = z.object({ id: lineId });
const linkIdInput = z.object({ id: linkId });

/**
 * One supplier invoice, its orders and lines: every signed-in user reads it; every change is for
 * accounting or a super admin (decision 1), checked in the services.
 */
export const supplierInvoiceContract = defineContract({
  name: "supplierInvoice",
  operations: {
    /** The plain collection (Hydra GET): newest first, 120 a page (spec §9). */
    list: { type: "query", policy: "authed", input: z.object(pageInput(120, 500)) },
    get: { type: "query", policy: "authed", input: idInput },
    /** The supplier is checked by the service ('Choisissez le fournisseur de la facture'). */
    create: {
      type: "mutation",
      policy: "authed",
      input: z.object({
        supplierId: idSchema("Le fournisseur").nullish(),
        purchaseOrderId: idSchema("Le bon de commande").nullish(),
        ...fields,
      }),
    },
    update: {
      type: "mutation",
      policy: "authed",
      input: z.object({
        id: supplierInvoiceId,
        version: versionSchema,
        ...fields,
        state: z.enum(SUPPLIER_INVOICE_STATES, { error: MESSAGES.SUPPLIER_INVOICE_STATE_UNKNOWN }).nullish(),
      }),
    },
    delete: { type: "mutation", policy: "authed", input: idInput },
    attachFile: {
      type: "mutation",
      policy: "authed",
      input: z.object({ id: supplierInvoiceId, fileId: idSchema("Le fichier") }),
    },
    removeFile: { type: "mutation", policy: "authed", input: idInput },
    /** 'Sélectionnez un bon de commande' when none is chosen: the service says it. */
    linkOrder: {
      type: "mutation",
      policy: "authed",
      input: z.object({ supplierInvoiceId, purchaseOrderId: idSchema("Le bon de commande").nullish() }),
    },
    orderGet: { type: "query", policy: "authed", input: linkIdInput },
    unlinkOrder: { type: "mutation", policy: "authed", input: linkIdInput },
    setOrderConfirmed: {
      type: "mutation",
      policy: "authed",
      input: z.object({
        id: linkId,
        confirmed: z.boolean({ error: MESSAGES.SUPPLIER_INVOICE_CONFIRMED_NOT_BOOLEAN }),
      }),
    },
    setLinePaid: {
      type: "mutation",
      policy: "authed",
      input: z.object({ lineId, paid: z.boolean({ error: MESSAGES.SUPPLIER_INVOICE_PAID_NOT_BOOLEAN }) }),
    },
    lineGet: { type: "query", policy: "authed", input: lineIdInput },
    lineCreate: {
      type: "mutation",
      policy: "authed",
      input: z.object({ supplierInvoicePurchaseOrderId: linkId, ...lineFields }),
    },
    lineUpdate: { type: "mutation", policy: "authed", input: z.object({ id: lineId, ...lineFields }) },
    lineDelete: { type: "mutation", policy: "authed", input: lineIdInput },
  },
  messages: [
    ...VERSION_MESSAGE_CODES,
    "SUPPLIER_INVOICE_NOT_FOUND",
    "SUPPLIER_INVOICE_FORBIDDEN",
    "SUPPLIER_INVOICE_SUPPLIER_REQUIRED",
    "SUPPLIER_INVOICE_SUPPLIER_NOT_FOUND",
    "SUPPLIER_INVOICE_FIELD_REQUIRED",
    "SUPPLIER_INVOICE_NUMBER_TOO_LONG",
    "SUPPLIER_INVOICE_NUMBER_TAKEN",
    "SUPPLIER_INVOICE_AMOUNT_REQUIRED",
    "SUPPLIER_INVOICE_TVA_REQUIRED",
    "SUPPLIER_INVOICE_TVA_ABOVE_TOTAL",
    "SUPPLIER_INVOICE_DATE_INVALID",
    "SUPPLIER_INVOICE_STATE_INVALID",
    "SUPPLIER_INVOICE_STATE_UNKNOWN",
    "SUPPLIER_INVOICE_FILE_NOT_PDF",
    "SUPPLIER_INVOICE_ORDER_REQUIRED",
    "SUPPLIER_INVOICE_ORDER_OTHER_SUPPLIER",
    "SUPPLIER_INVOICE_ORDER_CLOSED",
    "SUPPLIER_INVOICE_ORDER_ALREADY_LINKED",
    "SUPPLIER_INVOICE_LINK_NOT_FOUND",
    "SUPPLIER_INVOICE_CONFIRMED_NOT_BOOLEAN",
    "SUPPLIER_INVOICE_LINE_NOT_FOUND",
    "SUPPLIER_INVOICE_LINE_NOT_FROM_PURCHASE",
    "SUPPLIER_INVOICE_LINE_PAID_ELSEWHERE",
    "SUPPLIER_INVOICE_PAID_NOT_BOOLEAN",
    "SUPPLIER_INVOICE_HAS_PAYMENTS",
    "PURCHASE_ORDER_NOT_FOUND",
  ],
});
