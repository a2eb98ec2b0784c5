import { z } from "zod";
import { idSchema } from "../../../schemas";
import { defineContract } from "../../resource/contract";

const id = idSchema("La TVA");

/**
 * The rate as typed ('5,5') or as a number (5.5); anything else counts as missing. The service reads
 * it and says in French what is wrong (parseVatRate).
 */
const tva = z.union([z.number(), z.string()]).nullable().catch(null);

/** VAT rates: every signed-in user reads them (document lines need them); accounting maintains them. */
export const vatContract = defineContract({
  name: "vat",
  operations: {
    list: { type: "query", policy: "authed" },
    get: { type: "query", policy: "authed", input: z.object({ id }) },
    create: { type: "mutation", policy: "accounting", input: z.object({ tva }) },
    update: { type: "mutation", policy: "accounting", input: z.object({ id, tva }) },
  },
  messages: [
    "VAT_NOT_FOUND",
    "VAT_ALREADY_EXISTS",
    "VAT_REQUIRED",
    "VAT_NOT_A_NUMBER",
    "VAT_RATE_OUT_OF_RANGE",
    "VAT_TOO_PRECISE",
  ],
});
