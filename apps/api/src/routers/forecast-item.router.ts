import {
  createForecastItem,
  deleteForecastItem,
  getForecastItem,
  listForecastItems,
  updateForecastItem,
} from "../services/forecast/items/save";
import { serviceCtx } from "../trpc/context";
import { accountingProcedure, router } from "../trpc/trpc";
import {
  forecastItemCreateInput,
  forecastItemIdInput,
  forecastItemListInput,
  forecastItemUpdateInput,
} from "./forecast-item.schemas";

/** The lines of the forecast: accounting users only. */
export const forecastItemRouter = router({
  get: accountingProcedure
    .input(forecastItemIdInput)
    .query(({ ctx, input }) => getForecastItem(serviceCtx(ctx), input)),
  list: accountingProcedure
    .input(forecastItemListInput)
    .query(({ ctx, input }) => listForecastItems(serviceCtx(ctx), input)),
  create: accountingProcedure
    .input(forecastItemCreateInput)
    .mutation(({ ctx, input }) => createForecastItem(serviceCtx(ctx), input)),
  update: accountingProcedure
    .input(forecastItemUpdateInput)
    .mutation(({ ctx, input }) => updateForecastItem(serviceCtx(ctx), input)),
  delete: accountingProcedure
    .input(forecastItemIdInput)
    .mutation(({ ctx, input }) => deleteForecastItem(serviceCtx(ctx), input)),
});
