import { MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { idSchema } from "../../../schemas";
import { documentLineFields } from "../../../schemas/document-line";
import { defineContract } from "../../resource/contract";

const lineId = idSchema("La ligne de facture");

const fields = documentLineFields(MESSAGES.INVOICE_LINE_HIDDEN_NOT_BOOLEAN);

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
