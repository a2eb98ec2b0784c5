import { z } from "zod";
import { idSchema, safeString } from "../schemas";
import { companySharesSchema, euroAmount } from "./forecast.schemas";

const transactionType = z.enum(["income", "expense"], {
  error: "Le type de ligne doit être « Encaissement » ou « Dépense ».",
});

export const forecastItemIdInput = z.object({ id: idSchema("La ligne prévisionnelle") });

export const forecastItemListInput = z.object({
  dateFrom: safeString(40).nullish(),
  dateTo: safeString(40).nullish(),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(500).default(100),
});

/** '+ ajouter' on a day: a line typed by hand. The type, when given, forces the amount's sign. */
export const forecastItemCreateInput = z.object({
  date: safeString(40).nullish(),
  title: safeString(255).nullish(),
  amount: euroAmount,
  type: transactionType.optional(),
  companiesParts: companySharesSchema,
});

/**
 * Saving 'Editer une ligne prévisionnelle'. `scope` applies to a charge's line (default ONLY_THIS);
 * `deactivateCharge` only with THIS_AND_FUTURE; `realDay` declares the real payment on that day.
 */
export const forecastItemUpdateInput = z.object({
  id: idSchema("La ligne prévisionnelle"),
  title: safeString(255).nullish(),
  amount: euroAmount,
  type: transactionType.optional(),
  companiesParts: companySharesSchema.optional(),
  scope: z
    .enum(["ONLY_THIS", "THIS_AND_FUTURE"], {
      error: "Choisissez « Cette valeur uniquement » ou « Cette valeur et toutes les valeurs futures ».",
    })
    .optional(),
  deactivateCharge: z.boolean().optional(),
  /** 'Déclarer le paiement réél': true with `realDay`; false takes the declaration back. */
  isReal: z.boolean().optional(),
  realDay: safeString(40).nullish(),
});

export type ForecastItemCreateInput = z.infer<typeof forecastItemCreateInput>;
export type ForecastItemUpdateInput = z.infer<typeof forecastItemUpdateInput>;
export type ForecastItemListInput = z.infer<typeof forecastItemListInput>;
