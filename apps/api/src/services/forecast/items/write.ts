import { forecastBankBalances, forecastItems } from "@tronc/db";
import {
  domainError,
  readForecastDay,
  readForecastLine,
  readForecastLineAmount,
  toCents,
  toParisDate,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { forecastBankInput } from "../../../routers/forecast.schemas";
import type { ForecastItemCreateInput } from "../../../routers/forecast-item.schemas";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { storedCompanyParts } from "../line-view";
import type { ForecastLineView } from "../views";
import { activeCompanyIds, getForecastItem, loadLineRow } from "./read";

/** '+ ajouter' on a day: a line typed by hand (no charge), on a day of the forecast's span. */
export async function createForecastItem(
  ctx: ServiceContext,
  input: ForecastItemCreateInput,
): Promise<ForecastLineView> {
  const forecastDay = readForecastDay(input.date, toParisDate(ctx.now));
  const line = readForecastLine(input, await activeCompanyIds(ctx.db));
  const [row] = await ctx.db
    .insert(forecastItems)
    .values({
      title: line.title,
      amountCents: line.amountCents,
      forecastDay,
      companiesParts: storedCompanyParts(line.amountCents, line.companiesParts),
      createdById: ctx.user.id,
      updatedById: ctx.user.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: forecastItems.id });
  if (!row) throw domainError("FORECAST_LINE_NOT_FOUND", "notFound");
  return getForecastItem(ctx, { id: row.id });
}

/** Only a line typed by hand is deleted; a charge's line is switched off through its charge. */
export async function deleteForecastItem(ctx: ServiceContext, { id }: { id: number }): Promise<void> {
  await inTransaction(ctx, async ({ db }) => {
    const row = await loadLineRow(db, id, true);
    if (row.chargeId !== null) throw domainError("FORECAST_CHARGE_LINE_NOT_DELETABLE", "rule");
    await db.delete(forecastItems).where(eq(forecastItems.id, id));
  });
}

const isBlank = (value: number | string | null | undefined) =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

/**
 * Records the bank's balance at the opening of a day of the forecast's span (euros, negative when
 * overdrawn); a null, absent or blank amount removes the one recorded on that day.
 */
export async function setBankBalance(
  ctx: ServiceContext,
  input: z.infer<typeof forecastBankInput>,
): Promise<{ date: string; bankBalanceCents: number | null }> {
  const date = readForecastDay(input.date, toParisDate(ctx.now));
  if (isBlank(input.amount)) {
    await ctx.db.delete(forecastBankBalances).where(eq(forecastBankBalances.date, date));
    return { date, bankBalanceCents: null };
  }
  const amountCents = toCents(readForecastLineAmount(input.amount));
  await ctx.db
    .insert(forecastBankBalances)
    .values({ date, amountCents, updatedById: ctx.user.id, createdAt: ctx.now, updatedAt: ctx.now })
    .onConflictDoUpdate({
      target: forecastBankBalances.date,
      set: { amountCents, updatedById: ctx.user.id, updatedAt: ctx.now },
    });
  return { date, bankBalanceCents: amountCents };
}
