import { MAX_PICKER_PAGE_SIZE, MESSAGES, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { idListSchema, idSchema, pageInput, searchText, textSchema, typedNumber } from "../../../schemas";
import { defineContract } from "../../resource/contract";

const id = idSchema("Le produit du groupe");

/** Types and generous lengths only: the domain checks required fields, lengths and enumerations in French. */
const fields = {
  name: textSchema(1_000),
  reference: textSchema(1_000),
  description: textSchema(20_000),
  type: textSchema(40),
  unity: textSchema(40),
  price: typedNumber,
  vatRateId: idSchema("La TVA").nullish(),
  triangleCompanyIds: idListSchema("L'entreprise du groupe", 100).nullish(),
  isEnabled: z.boolean({ error: MESSAGES.GROUP_PRODUCT_IS_ENABLED_NOT_BOOLEAN }).optional(),
};

/** Group products: every signed-in user reads them; super admins create, edit and delete them. */
export const groupProductContract = defineContract({
  name: "triangleProduct",
  operations: {
    search: {
      type: "query",
      policy: "authed",
      input: z.object({
        /** Reference or name, accent- and case-insensitive. */
        q: searchText,
        triangleCompanyId: idSchema("L'entreprise du groupe").optional(),
        /** 'Afficher les produits désactivés'. */
        showAll: z.boolean({ error: MESSAGES.GROUP_PRODUCT_SHOW_ALL_NOT_BOOLEAN }).optional(),
        state: z
          .enum(["enabled", "disabled", "all"], { error: MESSAGES.GROUP_PRODUCT_STATE_NOT_ONE_OF })
          .optional(),
        /** The quotation line picker asks up to 10 000 at once. */
        ...pageInput(PAGE_SIZES.triangleProducts, MAX_PICKER_PAGE_SIZE),
      }),
    },
    get: { type: "query", policy: "authed", input: z.object({ id }) },
    create: { type: "mutation", policy: "superAdmin", input: z.object(fields) },
    update: { type: "mutation", policy: "superAdmin", input: z.object({ id, ...fields }) },
    delete: { type: "mutation", policy: "superAdmin", input: z.object({ id }) },
  },
  messages: [
    "GROUP_PRODUCT_NAME_REQUIRED",
    "GROUP_PRODUCT_NAME_TOO_LONG",
    "GROUP_PRODUCT_REFERENCE_REQUIRED",
    "GROUP_PRODUCT_REFERENCE_TOO_LONG",
    "GROUP_PRODUCT_TYPE_INVALID",
    "GROUP_PRODUCT_UNITY_INVALID",
    "GROUP_PRODUCT_PRICE_REQUIRED",
    "GROUP_PRODUCT_PRICE_INVALID",
    "GROUP_PRODUCT_PRICE_NEGATIVE",
    "GROUP_PRODUCT_PRICE_TOO_PRECISE",
    "GROUP_PRODUCT_PRICE_TOO_LARGE",
    "GROUP_PRODUCT_VAT_REQUIRED",
    "GROUP_PRODUCT_VAT_NOT_FOUND",
    "GROUP_PRODUCT_COMPANY_REQUIRED",
    "GROUP_PRODUCT_COMPANY_NOT_FOUND",
    "GROUP_PRODUCT_NOT_FOUND",
    "GROUP_PRODUCT_IN_USE",
    "GROUP_PRODUCT_SHOW_ALL_NOT_BOOLEAN",
    "GROUP_PRODUCT_STATE_NOT_ONE_OF",
    "GROUP_PRODUCT_IS_ENABLED_NOT_BOOLEAN",
    "GROUP_PRODUCT_SEARCH_STATE_NOT_ONE_OF",
  ],
});
