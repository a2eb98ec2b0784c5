import { charges, type Db, forecastItems } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { companyPartsAmounts, toCents } from "@tronc/domain";
import { asc, eq } from "drizzle-orm";

/** Monday 23 November 2026, 11:00 in Paris: the span is 01/11/2025 – 31/10/2027. */
export const NOW = new Date("2026-11-23T10:00:00Z");

export interface SeededCharge {
  chargeId: number;
  /** The rolled-out line of each day given, by day. */
  lineIds: Record<string, number>;
}

/**
 * A charge and its lines as the rollout writes them (title, amount and split of the charge), so that
 * these tests do not depend on the rollout. `shares` are [companyId, pct] pairs totalling 100 %.
 */
export async function seedCharge(
  db: Db,
  charge: { title: string; amountCents: Cents; days: string[]; shares: [number, number][] },
): Promise<SeededCharge> {
  const shares = charge.shares.map(([companyId, pct]) => ({ companyId, pct: String(pct) }));
  const first = charge.days[0] ?? "2026-11-05";
  const [row] = await db
    .insert(charges)
    .values({
      title: charge.title,
      type: "CHARGE_TYPE_RENT",
      amountCents: toCents(charge.amountCents),
      dayOfMonth: Number(first.slice(8)),
      dateFrom: first,
      valuesFrom: first,
      state: "STATE_CHARGE_ACTIVE",
      companiesParts: shares,
    })
    .returning({ id: charges.id });
  if (!row) throw new Error("charge not inserted");
  const amounts = companyPartsAmounts(toCents(charge.amountCents), shares);
  const parts = shares.map((share, index) => ({
    ...share,
    amountCents: amounts[index]?.amountCents ?? toCents(0),
  }));
  const lines = await db
    .insert(forecastItems)
    .values(
      charge.days.map((forecastDay) => ({
        title: charge.title,
        amountCents: toCents(charge.amountCents),
        forecastDay,
        chargeId: row.id,
        companiesParts: parts,
      })),
    )
    .returning({ id: forecastItems.id, forecastDay: forecastItems.forecastDay });
  return { chargeId: row.id, lineIds: Object.fromEntries(lines.map((line) => [line.forecastDay, line.id])) };
}

/** What the database holds of a charge and its lines, to show that a refused save wrote nothing. */
export async function chargeSnapshot(db: Db, chargeId: number) {
  const [charge] = await db.select().from(charges).where(eq(charges.id, chargeId));
  const lines = await db
    .select()
    .from(forecastItems)
    .where(eq(forecastItems.chargeId, chargeId))
    .orderBy(asc(forecastItems.forecastDay));
  return { charge, lines };
}

export async function lineRow(db: Db, id: number) {
  const [row] = await db.select().from(forecastItems).where(eq(forecastItems.id, id));
  return row;
}
