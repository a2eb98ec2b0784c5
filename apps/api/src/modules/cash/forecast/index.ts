import { setBankBalance } from "../../../services/cash/forecast/items/save";
import {
  forecastDaysStats,
  forecastStats,
  getForecastDay,
  loadForecastWindow,
  searchForecastDays,
} from "../../../services/cash/forecast/window/load";
import { defineResource } from "../../resource/define-resource";
import { forecastContract } from "./contract";
import { forecastDayRows, forecastDayWire } from "./hydra-extra";

/**
 * The 12-month cash forecast: /api/compta/financial-forecast/days (its lists, stats, GET, POST and PUT
 * of the bank balance) and /api/compta/forecast/stats, all written by hand (hydra-extra.ts).
 */
export const forecastModule = defineResource(
  forecastContract,
  {
    window: loadForecastWindow,
    stats: forecastStats,
    days: searchForecastDays,
    daysStats: forecastDaysStats,
    day: getForecastDay,
    setBankBalance,
  },
  { hydra: { wire: forecastDayWire, extra: forecastDayRows } },
);
