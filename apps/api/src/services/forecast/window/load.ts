import type { z } from "zod";
import type {
  forecastDayIdInput,
  forecastDaysInput,
  forecastDaysStatsInput,
  forecastStatsInput,
  forecastWindowInput,
} from "../../../routers/forecast.schemas";
import type { ServiceContext } from "../../shared/context";
import { notBuilt } from "../../shared/not-built";
import type { Page } from "../../shared/paginate";
import type { ForecastDaysStats, ForecastDayView, ForecastRecapEntry, ForecastWindowView } from "../views";

/** The 12 months of the forecast in one answer. */
export async function loadForecastWindow(
  _ctx: ServiceContext,
  _input: z.infer<typeof forecastWindowInput>,
): Promise<ForecastWindowView> {
  return notBuilt("loadForecastWindow");
}

export async function forecastStats(
  _ctx: ServiceContext,
  _input: z.infer<typeof forecastStatsInput>,
): Promise<ForecastRecapEntry[]> {
  return notBuilt("forecastStats");
}

export async function searchForecastDays(
  _ctx: ServiceContext,
  _input: z.infer<typeof forecastDaysInput>,
): Promise<Page<ForecastDayView>> {
  return notBuilt("searchForecastDays");
}

export async function forecastDaysStats(
  _ctx: ServiceContext,
  _input: z.infer<typeof forecastDaysStatsInput>,
): Promise<ForecastDaysStats> {
  return notBuilt("forecastDaysStats");
}

export async function getForecastDay(
  _ctx: ServiceContext,
  _input: z.infer<typeof forecastDayIdInput>,
): Promise<ForecastDayView> {
  return notBuilt("getForecastDay");
}
