import { MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, safeString } from "../../../schemas";
import { defineContract, type InputOf } from "../../resource/contract";
import { companySharesSchema, euroAmount } from "../forecast/contract";

const transactionType = z.enum(["income", "expense"], { error: MESSAGES.FORECAST_LINE_TYPE_INVALID });
const id = idSchema("La ligne prévisionnelle");

/** The lines of the forecast: accounting users only. */
export const forecastItemContract = defineContract({
  name: "forecastItem",
  operations: {
    get: { type: "query", policy: "accounting", input: z.object({ id }) },
    list: {
      type: "query",
      policy: "accounting",
      input: z.object({
        dateFrom: safeString(40).nullish(),
        dateTo: safeString(40).nullish(),
        page: z.number().int().min(1).max(10_000).default(1),
        pageSize: z.number().int().min(1).max(500).default(100),
      }),
    },
    /** '+ ajouter' on a day: a line typed by hand. The type, when given, forces the amount's sign. */
    create: {
      type: "mutation",
      policy: "accounting",
      input: z.object({
        date: safeString(40).nullish(),
        title: safeString(255).nullish(),
        amount: euroAmount,
        type: transactionType.optional(),
        companiesParts: companySharesSchema,
      }),
    },
    /**
     * Saving 'Editer une ligne prévisionnelle'. `scope` applies to a charge's line (default ONLY_THIS);
     * `deactivateCharge` only with THIS_AND_FUTURE; `realDay` declares the real payment on that day.
     */
    update: {
      type: "mutation",
      policy: "accounting",
      input: z.object({
        id,
        title: safeString(255).nullish(),
        amount: euroAmount,
        type: transactionType.optional(),
        companiesParts: companySharesSchema.optional(),
        scope: z
          .enum(["ONLY_THIS", "THIS_AND_FUTURE"], { error: MESSAGES.FORECAST_SCOPE_INVALID })
          .optional(),
        deactivateCharge: z.boolean().optional(),
        /** 'Déclarer le paiement réél': true with `realDay`; false takes the declaration back. */
        isReal: z.boolean().optional(),
        realDay: safeString(40).nullish(),
      }),
    },
    delete: { type: "mutation", policy: "accounting", input: z.object({ id }) },
  },
  messages: [
    "FORECAST_LINE_NOT_FOUND",
    "FORECAST_LINE_DATE_REQUIRED",
    "FORECAST_LINE_DAY_OUT_OF_SPAN",
    "FORECAST_LINE_TYPE_INVALID",
    "FORECAST_AMOUNT_REQUIRED",
    "FORECAST_AMOUNT_INVALID",
    "FORECAST_AMOUNT_TOO_PRECISE",
    "FORECAST_AMOUNT_TOO_LARGE",
    "FORECAST_PERCENT_INVALID",
    "FORECAST_PERCENT_TOO_PRECISE",
    "FORECAST_PART_COMPANY_NOT_ACTIVE",
    "FORECAST_PART_COMPANY_TWICE",
    "FORECAST_SCOPE_INVALID",
    "FORECAST_DEACTIVATE_NEEDS_FUTURE",
    "FORECAST_REAL_LINE_ONLY_THIS",
    "FORECAST_CHARGE_SWITCHED_OFF",
    "FORECAST_CHARGE_LINE_INCOME",
    "FORECAST_CHARGE_LINE_NOT_DELETABLE",
  ],
});

type Operations = typeof forecastItemContract.operations;
export type ForecastItemCreateInput = InputOf<Operations["create"]>;
export type ForecastItemUpdateInput = InputOf<Operations["update"]>;
export type ForecastItemListInput = InputOf<Operations["list"]>;
