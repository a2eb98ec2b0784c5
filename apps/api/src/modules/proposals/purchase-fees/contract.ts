import { z } from "zod";
import { requiredRef, text } from "../../../hydra/body";
import { PATHS } from "../../../hydra/paths";
import { idSchema } from "../../../schemas";
import { defineContract } from "../../resource/contract";
import { typedNumber } from "../purchase-lines/typed-number";

const id = idSchema("Le frais");

/** Types and generous lengths only, read as the Hydra body reads them: the domain checks the rest in French. */
const fields = { name: text(1_000), tva: typedNumber, unitPrice: typedNumber, quantity: typedNumber };

/** The wire's name of the fee's purchase line. */
export const purchaseFeeWireNames = { quotationSupplierProductId: "quotationSupplierProduct" };

/** Fees on purchase lines: every signed-in user reads and works proposals. */
export const purchaseFeeContract = defineContract({
  name: "purchaseFee",
  operations: {
    get: { type: "query", policy: "authed", input: z.object({ id }) },
    create: {
      type: "mutation",
      policy: "authed",
      input: z.object({ ...fields, quotationSupplierProductId: requiredRef(PATHS.purchaseLines) }),
    },
    update: { type: "mutation", policy: "authed", input: z.object({ id, ...fields }) },
    delete: { type: "mutation", policy: "authed", input: z.object({ id }) },
  },
  messages: [
    "PURCHASE_FEE_NOT_FOUND",
    "PURCHASE_LINE_NOT_FOUND",
    "PURCHASE_FEE_NAME_REQUIRED",
    "PURCHASE_FEE_NAME_TOO_LONG",
    "PURCHASE_PRICE_REQUIRED",
    "PURCHASE_PRICE_INVALID",
    "PURCHASE_PRICE_NEGATIVE",
    "PURCHASE_PRICE_TOO_PRECISE",
    "PURCHASE_PRICE_TOO_LARGE",
    "PURCHASE_QUANTITY_INVALID",
    "PURCHASE_QUANTITY_NOT_POSITIVE",
    "PURCHASE_QUANTITY_TOO_PRECISE",
    "PURCHASE_QUANTITY_TOO_LARGE",
    "PURCHASE_VAT_INVALID",
  ],
});
