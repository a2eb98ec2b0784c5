import { MAX_PICKER_PAGE_SIZE, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput, searchText } from "../schemas";
import { typedNumber } from "./triangle-product.schemas";

const expenseId = idSchema("L'achat lié");

export const triangleProductExpenseIdInput = z.object({ id: expenseId });

export const triangleProductExpenseSearchInput = z.object({
  /** The product type's name. */
  q: searchText,
  triangleProductId: idSchema("Le produit du groupe").optional(),
  ...pageInput(PAGE_SIZES.triangleProducts, MAX_PICKER_PAGE_SIZE),
});

export const triangleProductExpenseCreateInput = z.object({
  triangleProductId: idSchema("Le produit du groupe"),
  productTypeId: idSchema("Le produit type"),
  quantity: typedNumber,
});

export const triangleProductExpenseUpdateInput = z.object({ id: expenseId, quantity: typedNumber });
