import { MAX_PICKER_PAGE_SIZE, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput, safeString, searchText, textSchema } from "../schemas";

const id = idSchema("Le produit type");

export const productTypeIdInput = z.object({ id });

export const productTypeSearchInput = z.object({
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

/** The name is judged by the domain (required, 2 to 255 characters) so that it answers in its words. */
const fields = {
  name: textSchema(2_000),
  isFood: z.boolean().optional(),
  isEnabled: z.boolean().optional(),
  description: textSchema(20_000),
};

export const productTypeCreateInput = z.object(fields);
export const productTypeUpdateInput = z.object({ id, ...fields });
