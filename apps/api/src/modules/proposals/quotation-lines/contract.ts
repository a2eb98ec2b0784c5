import { MAX_PICKER_PAGE_SIZE } from "@tronc/domain";
import { z } from "zod";
import { lineFields } from "../../../hydra/routes/document-lines-routes";
import { idSchema, pageInput } from "../../../schemas";
import { defineContract } from "../../resource/contract";
import { quotationId } from "../quotations/contract";

const id = idSchema("La ligne de devis");

/**
 * A line's fields as the Hydra body reads them (document-lines-routes.ts: types and generous lengths
 * only); the domain checks required fields, ranges and enumerations in French.
 */
const create = z.object({
  quotationId,
  triangleProductId: idSchema("Le produit du groupe").nullish(),
  linkedPurchases: z
    .array(
      z.object({
        triangleProductExpenseId: idSchema("L'achat lié"),
        supplierId: idSchema("Le fournisseur").nullish(),
      }),
    )
    .max(100)
    .optional(),
  ...lineFields,
});

/** Quotation lines: every signed-in user works them while the quotation's invoicing has not begun. */
export const quotationLineContract = defineContract({
  name: "quotationLine",
  operations: {
    list: {
      type: "query",
      policy: "authed",
      input: z.object({ quotationId: quotationId.optional(), ...pageInput(100, MAX_PICKER_PAGE_SIZE) }),
    },
    get: { type: "query", policy: "authed", input: z.object({ id }) },
    create: { type: "mutation", policy: "authed", input: create },
    update: { type: "mutation", policy: "authed", input: z.object({ id, ...lineFields }) },
    delete: { type: "mutation", policy: "authed", input: z.object({ id }) },
  },
  messages: [
    "QUOTATION_NOT_FOUND",
    "QUOTATION_LINE_NOT_FOUND",
    "QUOTATION_LINES_LOCKED",
    "QUOTATION_SUPPLIER_REQUIRED",
    "QUOTATION_PRODUCT_DISABLED",
    "QUOTATION_PRODUCT_NOT_SOLD",
    "QUOTATION_LINKED_PURCHASE_UNKNOWN",
    "GROUP_PRODUCT_NOT_FOUND",
    "QUOTATION_NUMBER_REQUIRED",
    "QUOTATION_NUMBER_INVALID",
    "QUOTATION_NUMBER_TOO_PRECISE",
    "QUOTATION_LINE_QUANTITY_OUT_OF_RANGE",
    "PERCENT_IN_EUROS",
    "QUOTATION_LINE_DISCOUNT_OUT_OF_RANGE",
    "QUOTATION_LINE_INDEX_OUT_OF_RANGE",
    "QUOTATION_LINE_VAT_OUT_OF_RANGE",
    "QUOTATION_LINE_VAT_UNKNOWN",
    "QUOTATION_LINE_PRICE_REQUIRED",
    "QUOTATION_LINE_PRICE_INVALID",
    "QUOTATION_LINE_PRICE_NEGATIVE",
    "QUOTATION_LINE_PRICE_TOO_PRECISE",
    "QUOTATION_LINE_PRICE_TOO_LARGE",
    "QUOTATION_LINE_NAME_REQUIRED",
    "QUOTATION_LINE_NAME_TOO_LONG",
    "QUOTATION_LINE_UNITY_INVALID",
  ],
});
