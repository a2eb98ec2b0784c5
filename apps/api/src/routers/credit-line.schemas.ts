import { z } from "zod";
import { idSchema, safeString } from "../schemas";
import { typedNumber } from "../schemas/number";
import { creditId } from "./credit.schemas";

const lineId = idSchema("La ligne d'avoir");

export const creditLineIdInput = z.object({ id: lineId });

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
  /** A pack line: counted in the totals, printed without its own prices. */
  hidden: z.boolean({ error: "hidden doit valoir vrai ou faux." }).optional(),
};

/** A new line: a group product of the issuer (copied) or free text; defaults quantity 1, price 0, VAT 20. */
export const creditLineCreateInput = z.object({
  creditId,
  triangleProductId: idSchema("Le produit du groupe").nullish(),
  ...fields,
});

export const creditLineUpdateInput = z.object({ id: lineId, ...fields });
