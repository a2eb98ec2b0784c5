import { MAX_PICKER_PAGE_SIZE, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { idListSchema, idSchema, pageInput, safeString, searchText, textSchema } from "../schemas";

const productId = idSchema("Le produit du groupe");

export const triangleProductIdInput = z.object({ id: productId });

export const triangleProductSearchInput = z.object({
  /** Reference or name, accent- and case-insensitive. */
  q: searchText,
  triangleCompanyId: idSchema("L'entreprise du groupe").optional(),
  /** 'Afficher les produits désactivés'. */
  showAll: z.boolean({ error: "showAll doit valoir vrai ou faux." }).optional(),
  state: z
    .enum(["enabled", "disabled", "all"], { error: "L'état doit valoir enabled, disabled ou all." })
    .optional(),
  /** The quotation line picker asks up to 10 000 at once. */
  ...pageInput(PAGE_SIZES.triangleProducts, MAX_PICKER_PAGE_SIZE),
});

/** An amount or a quantity as typed ('1 200,50') or sent (1200.5); the domain reads it and says what is wrong. */
export const typedNumber = z
  .union([z.number({ error: "Un nombre est attendu." }), safeString(40)], {
    error: "Un nombre ou un texte est attendu.",
  })
  .nullish();

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
  isEnabled: z.boolean({ error: "isEnabled doit valoir vrai ou faux." }).optional(),
};

export const triangleProductCreateInput = z.object(fields);
export const triangleProductUpdateInput = z.object({ id: productId, ...fields });
