import { MAX_PICKER_PAGE_SIZE, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { bool, text } from "../../../hydra/body";
import { idSchema, pageInput, safeString, searchText } from "../../../schemas";
import { defineContract } from "../../resource/contract";

const id = idSchema("Le produit type");

const search = z.object({
  /** Name or description; accent- and case-insensitive. */
  q: searchText,
  /** 'Afficher les produits désactivés'. */
  showAll: z.boolean().optional(),
  /** Only enabled (true) or only disabled (false) types. */
  isEnabled: z.boolean().optional(),
  /** Types offered by this supplier. */
  supplierId: idSchema("Le fournisseur").optional(),
  /** Types offered by a supplier whose SIRET starts with these digits. */
  siret: safeString(30).optional(),
  ...pageInput(PAGE_SIZES.productTypes, MAX_PICKER_PAGE_SIZE),
});

/**
 * The name is judged by the domain (required, 2 to 255 characters) so that it answers in its words.
 * Absent keeps a field, null clears the description; the flags read true/false, 1/0 or their text.
 */
const fields = {
  name: text(2_000),
  isFood: bool(),
  isEnabled: bool(),
  description: text(20_000),
};

/** Product types ('Liste des Produits'): everyone reads; super admins create, edit and delete. */
export const productTypeContract = defineContract({
  name: "productType",
  operations: {
    search: { type: "query", policy: "authed", input: search },
    get: { type: "query", policy: "authed", input: z.object({ id }) },
    create: { type: "mutation", policy: "superAdmin", input: z.object(fields) },
    update: { type: "mutation", policy: "superAdmin", input: z.object({ id, ...fields }) },
    delete: { type: "mutation", policy: "superAdmin", input: z.object({ id }) },
  },
  messages: [
    "PRODUCT_TYPE_NOT_FOUND",
    "PRODUCT_TYPE_NAME_REQUIRED",
    "PRODUCT_TYPE_NAME_TOO_SHORT",
    "PRODUCT_TYPE_NAME_TOO_LONG",
    "PRODUCT_TYPE_IN_USE",
    "PRODUCT_TYPE_HAS_OFFERS",
    "PRODUCT_TYPE_HAS_PURCHASE_LINES",
  ],
});
