import { MAX_PICKER_PAGE_SIZE } from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput, safeString } from "../schemas";
import { quotationId, typedNumber } from "./quotation.schemas";

const lineId = idSchema("La ligne de devis");

export const quotationLineIdInput = z.object({ id: lineId });

export const quotationLineListInput = z.object({
  quotationId: quotationId.optional(),
  ...pageInput(100, MAX_PICKER_PAGE_SIZE),
});

/** Types and generous lengths only: the domain checks required fields, ranges and enumerations in French. */
const fields = {
  name: safeString(1_000).nullish(),
  description: safeString(50_000).nullish(),
  quantity: typedNumber,
  unitPrice: typedNumber,
  unity: safeString(40).nullish(),
  tva: typedNumber,
  discount: typedNumber,
  indexOrder: typedNumber,
  hidden: z.boolean({ error: "hidden doit valoir vrai ou faux." }).optional(),
};

export const quotationLineCreateInput = z.object({
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
  ...fields,
});

export const quotationLineUpdateInput = z.object({ id: lineId, ...fields });
