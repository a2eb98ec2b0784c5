import { MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { idSchema } from "../../../schemas";
import { documentLineFields } from "../../../schemas/document-line";
import { defineContract } from "../../resource/contract";
import { creditId } from "../credits/contract";

const lineId = z.object({ id: idSchema("La ligne d'avoir") });

const fields = documentLineFields(MESSAGES.CREDIT_LINE_HIDDEN_NOT_BOOLEAN);

/** Lines of a draft credit note: every signed-in user, refused once the credit is validated. */
export const creditLineContract = defineContract({
  name: "creditLine",
  operations: {
    /** A new line: a group product of the issuer (copied) or free text; defaults quantity 1, price 0, VAT 20. */
    create: {
      type: "mutation",
      policy: "authed",
      input: z.object({ creditId, triangleProductId: idSchema("Le produit du groupe").nullish(), ...fields }),
    },
    update: { type: "mutation", policy: "authed", input: lineId.extend(fields) },
    delete: { type: "mutation", policy: "authed", input: lineId },
  },
  messages: [
    "CREDIT_NOT_FOUND",
    "CREDIT_LINE_NOT_FOUND",
    "CREDIT_LOCKED",
    "CREDIT_LINE_HIDDEN_NOT_BOOLEAN",
    "CREDIT_FREE_LINE_NAME",
  ],
});
