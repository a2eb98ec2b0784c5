import { charges, type Db, forecastItems } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { type ChargeType, toCents } from "@tronc/domain";
import { asc, eq } from "drizzle-orm";

export interface ChargeFixture {
  title?: string;
  type?: ChargeType;
  amountCents: Cents;
  everyNMonth?: number;
  dayOfMonth?: number;
  dateFrom: string;
  valuesFrom?: string;
  isActive?: boolean;
  deactivatedFrom?: string | null;
  companiesParts: { companyId: number; pct: string }[];
}

/** A charge as the charge form would store it (state PENDING), straight into the table. */
export async function insertCharge(db: Db, fixture: ChargeFixture): Promise<number> {
  const [row] = await db
    .insert(charges)
    .values({
      title: fixture.title ?? "Loyer",
      type: fixture.type ?? "CHARGE_TYPE_RENT",
      amountCents: toCents(fixture.amountCents),
      everyNMonth: fixture.everyNMonth ?? 1,
      dayOfMonth: fixture.dayOfMonth ?? 1,
      dateFrom: fixture.dateFrom,
      valuesFrom: fixture.valuesFrom ?? fixture.dateFrom,
      isActive: fixture.isActive ?? true,
      deactivatedFrom: fixture.deactivatedFrom ?? null,
      companiesParts: fixture.companiesParts,
    })
    .returning({ id: charges.id });
  if (!row) throw new Error("charge not inserted");
  return row.id;
}

/** A charge's stored lines by day, as the forecast would show them. */
export async function chargeLines(db: Db, chargeId: number) {
  return db
    .select({
      id: forecastItems.id,
      forecastDay: forecastItems.forecastDay,
      title: forecastItems.title,
      amountCents: forecastItems.amountCents,
      companiesParts: forecastItems.companiesParts,
      isPinned: forecastItems.isPinned,
      realDay: forecastItems.realDay,
    })
    .from(forecastItems)
    .where(eq(forecastItems.chargeId, chargeId))
    .orderBy(asc(forecastItems.forecastDay));
}

export async function chargeState(db: Db, chargeId: number): Promise<string | undefined> {
  const [row] = await db.select({ state: charges.state }).from(charges).where(eq(charges.id, chargeId));
  return row?.state;
}
