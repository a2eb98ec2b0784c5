import { z } from "zod";
import { safeString } from "../schemas";
import { euroAmount } from "./charge.schemas";

const dateText = safeString(40);

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
