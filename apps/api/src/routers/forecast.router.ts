import { setBankBalance } from "../services/forecast/items/save";
import {
  forecastDaysStats,
  forecastStats,
  getForecastDay,
  loadForecastWindow,
  searchForecastDays,
} from "../services/forecast/window/load";
import { serviceCtx } from "../trpc/context";
import { accountingProcedure, router } from "../trpc/trpc";
import {
  forecastBankInput,
  forecastDayIdInput,
  forecastDaysInput,
  forecastDaysStatsInput,
  forecastStatsInput,
  forecastWindowInput,
} from "./forecast.schemas";

/** The 12-month cash forecast: accounting users only. */
export const forecastRouter = router({
  window: accountingProcedure
    .input(forecastWindowInput)
    .query(({ ctx, input }) => loadForecastWindow(serviceCtx(ctx), input)),
  stats: accountingProcedure
    .input(forecastStatsInput)
    .query(({ ctx, input }) => forecastStats(serviceCtx(ctx), input)),
  days: accountingProcedure
    .input(forecastDaysInput)
    .query(({ ctx, input }) => searchForecastDays(serviceCtx(ctx), input)),
  daysStats: accountingProcedure
    .input(forecastDaysStatsInput)
    .query(({ ctx, input }) => forecastDaysStats(serviceCtx(ctx), input)),
  day: accountingProcedure
    .input(forecastDayIdInput)
    .query(({ ctx, input }) => getForecastDay(serviceCtx(ctx), input)),
  setBankBalance: accountingProcedure
    .input(forecastBankInput)
    .mutation(({ ctx, input }) => setBankBalance(serviceCtx(ctx), input)),
});
