import { z } from "zod";
import { idSchema, safeString } from "../schemas";

const id = idSchema("L'offre fournisseur");

/** Typed ('12,50', '1,5') or sent as numbers; the domain reads them and says what is wrong in French. */
const figure = z.union([z.number(), safeString(40)]).nullish();

const figures = {
  priceHT: figure,
  unity: safeString(40).nullish(),
  /** Absent or null: the 20 % rate. */
  vatRateId: idSchema("La TVA").nullish(),
  delivery: figure,
};

export const offerIdInput = z.object({ id });

export const offerCreateInput = z.object({
  productTypeId: idSchema("Le produit type"),
  supplierId: idSchema("Le fournisseur"),
  ...figures,
});

export const offerUpdateInput = z.object({ id, ...figures });
