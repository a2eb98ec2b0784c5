import { z } from "zod";
import { idSchema, safeString } from "../schemas";
import { typedNumber } from "../schemas/number";
import { invoiceId } from "./invoice.schemas";

const lineId = idSchema("La ligne de facture");

export const invoiceLineIdInput = z.object({ id: lineId });

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

export const invoiceLineCreateInput = z.object({
  invoiceId,
  triangleProductId: idSchema("Le produit du groupe").nullish(),
  ...fields,
});

export const invoiceLineUpdateInput = z.object({ id: lineId, ...fields });
