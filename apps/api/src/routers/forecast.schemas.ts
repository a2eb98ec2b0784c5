import { z } from "zod";
import { idSchema, safeString } from "../schemas";

const dateText = safeString(40);

/** Euros as sent (-1200.5) or typed ('1 200,50'); the domain reads it and says what is wrong. */
export const euroAmount = z
  .union([z.number({ error: "Un nombre est attendu." }), safeString(40)], {
    error: "Le montant doit être un nombre ou un texte.",
  })
  .nullish();

/** A group company's share of a forecast line: its percentage (0-100, up to 2 decimals) as a number or a text. */
const companyShareSchema = z.object({
  companyId: idSchema("L'entreprise du groupe"),
  pct: z.union([z.number({ error: "Le pourcentage doit être un nombre." }), safeString(20)], {
    error: "Le pourcentage doit être un nombre.",
  }),
});
export const companySharesSchema = z.array(companyShareSchema).max(50);

/** The 12 months from a month: 'YYYY-MM' or any 'YYYY-MM-DD' of it; absent: the current month. */
export const forecastWindowInput = z.object({ month: dateText.nullish() });

/** GET /api/compta/forecast/stats?dateFrom=: the recap of the month of dateFrom. */
export const forecastStatsInput = z.object({ dateFrom: dateText.nullish() });

/** Days from dateFrom to dateTo (both included, at most 400 days), 1-based pages. */
export const forecastDaysInput = z.object({
  dateFrom: dateText.nullish(),
  dateTo: dateText.nullish(),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(400).default(31),
});
export const forecastDaysStatsInput = z.object({ dateFrom: dateText.nullish(), dateTo: dateText.nullish() });

/** A day by its id yyyymmdd (20261123). */
export const forecastDayIdInput = z.object({
  id: z
    .number({ error: "Le jour doit être un nombre aaaammjj." })
    .int({ error: "Le jour doit être un nombre aaaammjj." })
    .min(19000101, { error: "Le jour doit être un nombre aaaammjj." })
    .max(29991231, { error: "Le jour doit être un nombre aaaammjj." }),
});

/** The bank's balance at the opening of a day; a null amount removes it. */
export const forecastBankInput = z.object({ date: dateText.nullish(), amount: euroAmount });
