import { MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, safeString } from "../../../schemas";
import { typedNumber } from "../../../schemas/number";
import { defineContract } from "../../resource/contract";

const lineId = idSchema("La ligne de facture");

/** Types and generous lengths only: the domain checks required fields, ranges and enumerations in French. */
const fields = {
  name: safeString(1_000).nullish(),
  description: safeString(50_000).nullish(),
  quantity: typedNumber,
  unitPrice: typedNumber,
  unity: safeString(40).nullish(),
  tva: typedNumber,
  discount: typedNumber,
  indexOrder: typedNumber,
  hidden: z.boolean({ error: MESSAGES.INVOICE_LINE_HIDDEN_NOT_BOOLEAN }).optional(),
};

/** Lines of a draft invoice: every signed-in user, refused once the invoice is validated. */
export const invoiceLineContract = defineContract({
  name: "invoiceLine",
  operations: {
    create: {
      type: "mutation",
      policy: "authed",
      input: z.object({
        invoiceId: idSchema("La facture"),
        triangleProductId: idSchema("Le produit du groupe").nullish(),
        ...fields,
      }),
    },
    update: { type: "mutation", policy: "authed", input: z.object({ id: lineId, ...fields }) },
    delete: { type: "mutation", policy: "authed", input: z.object({ id: lineId }) },
  },
  messages: [
    "INVOICE_NOT_FOUND",
    "INVOICE_LINE_NOT_FOUND",
    "INVOICE_FIELD_LOCKED",
    "INVOICE_FREE_TEXT_LINE_FIELD",
    "FREE_TEXT_LINE_EMPTY",
    "INVOICE_LINE_HIDDEN_NOT_BOOLEAN",
  ],
});
