import { z } from "zod";
import { ref, requiredRef, text } from "../../../hydra/body";
import { PATHS } from "../../../hydra/paths";
import { idSchema } from "../../../schemas";
import { defineContract } from "../../resource/contract";
import { typedNumber } from "./typed-number";

const id = idSchema("La ligne d'achat");

/** Types and generous lengths only, read as the Hydra body reads them: the domain checks the rest in French. */
const fields = {
  name: text(1_000),
  description: text(40_000),
  quantity: typedNumber,
  unitPrice: typedNumber,
  tva: typedNumber,
  discount: typedNumber,
  unity: text(40),
  delivery: typedNumber,
  productTypeId: ref(PATHS.productTypes),
};

/** The wire's names of the line's product type and purchase. */
export const purchaseLineWireNames = {
  productTypeId: "supplierProduct",
  quotationExpenseId: "quotationExpense",
};

/** Supplier purchase lines: every signed-in user reads and works proposals. */
export const purchaseLineContract = defineContract({
  name: "purchaseLine",
  operations: {
    list: {
      type: "query",
      policy: "authed",
      input: z.object({ quotationExpenseId: idSchema("L'achat fournisseur") }),
    },
    get: { type: "query", policy: "authed", input: z.object({ id }) },
    create: {
      type: "mutation",
      policy: "authed",
      input: z.object({ ...fields, quotationExpenseId: requiredRef(PATHS.quotationExpenses) }),
    },
    update: { type: "mutation", policy: "authed", input: z.object({ id, ...fields }) },
    delete: { type: "mutation", policy: "authed", input: z.object({ id }) },
  },
  messages: [
    "PURCHASE_LINE_NOT_FOUND",
    "QUOTATION_EXPENSE_NOT_FOUND",
    "PURCHASE_LINE_PRODUCT_TYPE_REQUIRED",
    "PURCHASE_LINE_PRODUCT_TYPE_NOT_FOUND",
    "PURCHASE_LINE_PRODUCT_NOT_OFFERED",
    "PURCHASE_LINE_NAME_REQUIRED",
    "PURCHASE_LINE_NAME_TOO_LONG",
    "PURCHASE_LINE_DESCRIPTION_TOO_LONG",
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
    "PURCHASE_DISCOUNT_INVALID",
    "PURCHASE_UNITY_INVALID",
    "PURCHASE_DELIVERY_INVALID",
  ],
});
