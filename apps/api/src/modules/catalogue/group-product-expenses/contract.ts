import { MAX_PICKER_PAGE_SIZE, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput, searchText, typedNumber } from "../../../schemas";
import { defineContract } from "../../resource/contract";

const id = idSchema("L'achat lié");

/** Linked purchases of group products ('Achats liés à la vente de ce produit'): super admins write them. */
export const groupProductExpenseContract = defineContract({
  name: "triangleProductExpense",
  operations: {
    search: {
      type: "query",
      policy: "authed",
      input: z.object({
        /** The product type's name. */
        q: searchText,
        triangleProductId: idSchema("Le produit du groupe").optional(),
        ...pageInput(PAGE_SIZES.triangleProducts, MAX_PICKER_PAGE_SIZE),
      }),
    },
    /** The right pane's product type picker: enabled product types by name. */
    productTypeOptions: { type: "query", policy: "authed" },
    get: { type: "query", policy: "authed", input: z.object({ id }) },
    create: {
      type: "mutation",
      policy: "superAdmin",
      input: z.object({
        triangleProductId: idSchema("Le produit du groupe"),
        productTypeId: idSchema("Le produit type"),
        quantity: typedNumber,
      }),
    },
    update: { type: "mutation", policy: "superAdmin", input: z.object({ id, quantity: typedNumber }) },
    delete: { type: "mutation", policy: "superAdmin", input: z.object({ id }) },
  },
  messages: [
    "GROUP_PRODUCT_NOT_FOUND",
    "TRIANGLE_PRODUCT_EXPENSE_NOT_FOUND",
    "TRIANGLE_PRODUCT_EXPENSE_QUANTITY_REQUIRED",
    "TRIANGLE_PRODUCT_EXPENSE_QUANTITY_INVALID",
    "TRIANGLE_PRODUCT_EXPENSE_QUANTITY_NOT_POSITIVE",
    "TRIANGLE_PRODUCT_EXPENSE_QUANTITY_TOO_PRECISE",
    "TRIANGLE_PRODUCT_EXPENSE_QUANTITY_TOO_LARGE",
    "TRIANGLE_PRODUCT_EXPENSE_PRODUCT_TYPE_NOT_FOUND",
    "TRIANGLE_PRODUCT_EXPENSE_PRODUCT_TYPE_DISABLED",
    "TRIANGLE_PRODUCT_EXPENSE_DUPLICATE",
  ],
});
