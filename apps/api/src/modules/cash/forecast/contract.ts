import { MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, safeString } from "../../../schemas";
import { defineContract, type InputOf } from "../../resource/contract";

const dateText = safeString(40);

/** Euros as sent (-1200.5) or typed ('1 200,50'); the domain reads it and says what is wrong. */
export const euroAmount = z
  .union([z.number({ error: MESSAGES.NUMBER_EXPECTED_CAPITALISED }), safeString(40)], {
    error: MESSAGES.AMOUNT_NUMBER_OR_TEXT,
  })
  .nullish();

/** A group company's share of a forecast line: its percentage (0-100, up to 2 decimals) as a number or a text. */
const companyShareSchema = z.object({
  companyId: idSchema("L'entreprise du groupe"),
  pct: z.union([z.number({ error: MESSAGES.PERCENT_NOT_NUMBER }), safeString(20)], {
    error: MESSAGES.PERCENT_NOT_NUMBER,
  }),
});
export const companySharesSchema = z.array(companyShareSchema).max(50);

/** The 12-month cash forecast: accounting users only. */
export const forecastContract = defineContract({
  name: "forecast",
  operations: {
    /** The 12 months from a month: 'YYYY-MM' or any 'YYYY-MM-DD' of it; absent: the current month. */
    window: { type: "query", policy: "accounting", input: z.object({ month: dateText.nullish() }) },
    /** GET /api/compta/forecast/stats?dateFrom=: the recap of the month of dateFrom. */
    stats: { type: "query", policy: "accounting", input: z.object({ dateFrom: dateText.nullish() }) },
    /** Days from dateFrom to dateTo (both included, at most 400 days), 1-based pages. */
    days: {
      type: "query",
      policy: "accounting",
      input: z.object({
        dateFrom: dateText.nullish(),
        dateTo: dateText.nullish(),
        page: z.number().int().min(1).max(10_000).default(1),
        pageSize: z.number().int().min(1).max(400).default(31),
      }),
    },
    daysStats: {
      type: "query",
      policy: "accounting",
      input: z.object({ dateFrom: dateText.nullish(), dateTo: dateText.nullish() }),
    },
    /** A day by its id yyyymmdd (20261123). */
    day: {
      type: "query",
      policy: "accounting",
      input: z.object({
        id: z
          .number({ error: MESSAGES.DAY_NOT_YYYYMMDD })
          .int({ error: MESSAGES.DAY_NOT_YYYYMMDD })
          .min(19000101, { error: MESSAGES.DAY_NOT_YYYYMMDD })
          .max(29991231, { error: MESSAGES.DAY_NOT_YYYYMMDD }),
      }),
    },
    /** The bank's balance at the opening of a day; a null amount removes it. */
    setBankBalance: {
      type: "mutation",
      policy: "accounting",
      input: z.object({ date: dateText.nullish(), amount: euroAmount }),
    },
  },
  messages: [
    "FORECAST_LINE_DATE_REQUIRED",
    "FORECAST_LINE_DAY_OUT_OF_SPAN",
    "FORECAST_AMOUNT_INVALID",
    "FORECAST_AMOUNT_TOO_PRECISE",
    "FORECAST_AMOUNT_TOO_LARGE",
    "DAY_NOT_YYYYMMDD",
  ],
});

type Operations = typeof forecastContract.operations;
export type ForecastWindowInput = InputOf<Operations["window"]>;
export type ForecastStatsInput = InputOf<Operations["stats"]>;
export type ForecastDaysInput = InputOf<Operations["days"]>;
export type ForecastDaysStatsInput = InputOf<Operations["daysStats"]>;
export type ForecastDayIdInput = InputOf<Operations["day"]>;
export type ForecastBankInput = InputOf<Operations["setBankBalance"]>;
