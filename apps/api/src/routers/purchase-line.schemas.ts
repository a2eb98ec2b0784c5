import { z } from "zod";
import { idSchema, textSchema, typedNumber } from "../schemas";

const lineId = idSchema("La ligne d'achat");

export const purchaseLineIdInput = z.object({ id: lineId });
export const purchaseLineListInput = z.object({ quotationExpenseId: idSchema("L'achat fournisseur") });

/** Types and generous lengths only: the domain checks required fields and ranges in French. */
const fields = {
  productTypeId: idSchema("Le produit type").nullish(),
  name: textSchema(1_000),
  description: textSchema(40_000),
  quantity: typedNumber,
  unitPrice: typedNumber,
  tva: typedNumber,
  discount: typedNumber,
  unity: textSchema(40),
  delivery: typedNumber,
};

export const purchaseLineCreateInput = z.object({
  quotationExpenseId: idSchema("L'achat fournisseur"),
  ...fields,
});
export const purchaseLineUpdateInput = z.object({ id: lineId, ...fields });
