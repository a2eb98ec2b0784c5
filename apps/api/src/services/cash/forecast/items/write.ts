import { forecastBankBalances, forecastItems } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  domainError,
  readForecastDay,
  readForecastLine,
  readForecastLineAmount,
  toCents,
  toParisDate,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import type { ForecastBankInput } from "../../../../modules/cash/forecast/contract";
import type { ForecastItemCreateInput } from "../../../../modules/cash/forecast-items/contract";
import { inTransaction, type ServiceContext } from "../../../shared/context";
import { storedCompanyParts } from "../line-view";
import type { ForecastLineView } from "../views";
import { logBankBalanceChanges, logLineChanges } from "./audit";
import { activeCompanyIds, getForecastItem, loadLineRow } from "./read";

/** '+ ajouter' on a day: a line typed by hand (no charge), on a day of the forecast's span. */
export async function createForecastItem(
  ctx: ServiceContext,
  input: ForecastItemCreateInput,
): Promise<ForecastLineView> {
  const forecastDay = readForecastDay(input.date, toParisDate(ctx.now));
  const line = readForecastLine(input, await activeCompanyIds(ctx.db));
  const id = await inTransaction(ctx, async ({ db: tx, user, now }) => {
    const [row] = await tx
      .insert(forecastItems)
      .values({
        title: line.title,
        amountCents: line.amountCents,
        forecastDay,
        companiesParts: storedCompanyParts(line.amountCents, line.companiesParts),
        createdById: user.id,
        updatedById: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw domainError("FORECAST_LINE_NOT_FOUND", "notFound");
    await logLineChanges(tx, user.id, null, row);
    return row.id;
  });
  return getForecastItem(ctx, { id });
}

/** Only a line typed by hand is deleted; a charge's line is switched off through its charge. */
export async function deleteForecastItem(ctx: ServiceContext, { id }: { id: number }): Promise<void> {
  await inTransaction(ctx, async ({ db, user }) => {
    const row = await loadLineRow(db, id, true);
    if (row.chargeId !== null) throw domainError("FORECAST_CHARGE_LINE_NOT_DELETABLE", "rule");
    await db.delete(forecastItems).where(eq(forecastItems.id, id));
    await logLineChanges(db, user.id, row, null);
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
  input: ForecastBankInput,
): Promise<{ date: string; bankBalanceCents: Cents | null }> {
  const date = readForecastDay(input.date, toParisDate(ctx.now));
  const amountCents = isBlank(input.amount) ? null : toCents(readForecastLineAmount(input.amount));
  return inTransaction(ctx, async ({ db: tx, user, now }) => {
    const [before] = await tx
      .select()
      .from(forecastBankBalances)
      .where(eq(forecastBankBalances.date, date))
      .for("update");
    if (amountCents === null) {
      await tx.delete(forecastBankBalances).where(eq(forecastBankBalances.date, date));
      await logBankBalanceChanges(tx, user.id, before ?? null, null);
      return { date, bankBalanceCents: null };
    }
    const [after] = await tx
      .insert(forecastBankBalances)
      .values({ date, amountCents, updatedById: user.id, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: forecastBankBalances.date,
        set: { amountCents, updatedById: user.id, updatedAt: now },
      })
      .returning();
    await logBankBalanceChanges(tx, user.id, before ?? null, after ?? null);
    return { date, bankBalanceCents: amountCents };
  });
}
