import { MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, safeString } from "../../../schemas";
import { typedNumber } from "../../../schemas/number";
import { defineContract } from "../../resource/contract";
import { creditId } from "../credits/contract";

const lineId = z.object({ id: idSchema("La ligne d'avoir") });

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
  /** A pack line: counted in the totals, printed without its own prices. */
  hidden: z.boolean({ error: MESSAGES.CREDIT_LINE_HIDDEN_NOT_BOOLEAN }).optional(),
};

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
