import type { z } from "zod";
import type { forecastBankInput } from "../../../routers/forecast.schemas";
import type {
  ForecastItemCreateInput,
  ForecastItemListInput,
  ForecastItemUpdateInput,
} from "../../../routers/forecast-item.schemas";
import type { ServiceContext } from "../../shared/context";
import { notBuilt } from "../../shared/not-built";
import type { Page } from "../../shared/paginate";
import type { ForecastLineView } from "../views";

export async function getForecastItem(
  _ctx: ServiceContext,
  _input: { id: number },
): Promise<ForecastLineView> {
  return notBuilt("getForecastItem");
}

export async function listForecastItems(
  _ctx: ServiceContext,
  _input: ForecastItemListInput,
): Promise<Page<ForecastLineView>> {
  return notBuilt("listForecastItems");
}

export async function createForecastItem(
  _ctx: ServiceContext,
  _input: ForecastItemCreateInput,
): Promise<ForecastLineView> {
  return notBuilt("createForecastItem");
}

/** The edit modal's save; null when the line was removed (charge switched off from its date). */
export async function updateForecastItem(
  _ctx: ServiceContext,
  _input: ForecastItemUpdateInput,
): Promise<ForecastLineView | null> {
  return notBuilt("updateForecastItem");
}

export async function deleteForecastItem(_ctx: ServiceContext, _input: { id: number }): Promise<void> {
  return notBuilt("deleteForecastItem");
}

/** Records (or with a null amount removes) the bank's balance at the opening of a day. */
export async function setBankBalance(
  _ctx: ServiceContext,
  _input: z.infer<typeof forecastBankInput>,
): Promise<{ date: string; bankBalanceCents: number | null }> {
  return notBuilt("setBankBalance");
}
