import { charges, triangleCompanies } from "@tronc/db";
import { asc, eq } from "drizzle-orm";
import type { AppCaller } from "../../src/trpc/caller";
import type { TestApp } from "../helpers";

/** What 'Enregistrer une charge' sends over tRPC. */
export type ChargeForm = Parameters<AppCaller["charge"]["create"]>[0];

export interface ChargeCompanies {
  ids: [number, number, number];
  names: Map<number, string>;
}

/** The three active group companies of the demo, by id, with their names. */
export async function chargeCompanies(t: TestApp): Promise<ChargeCompanies> {
  const rows = await t.handle.db
    .select({ id: triangleCompanies.id, name: triangleCompanies.name })
    .from(triangleCompanies)
    .where(eq(triangleCompanies.isActive, true))
    .orderBy(asc(triangleCompanies.id));
  const [a, b, c] = rows.map((row) => row.id);
  if (a === undefined || b === undefined || c === undefined) throw new Error("three active group companies");
  return { ids: [a, b, c], names: new Map(rows.map((row) => [row.id, row.name])) };
}

/** A split over the three companies, in id order; a share names its group company `id`, as the wire does. */
export const splitOf =
  (ids: readonly number[]) =>
  (...pcts: (number | string)[]) =>
    pcts.map((pct, index) => ({ id: ids[index] ?? 0, pct }));

/** 'Enregistrer une charge' filled in: a rent of 1 000,00 € a month on the 5th from 2026-01-01. */
export const chargeInput = (
  companyIds: readonly number[],
  changes: Partial<ChargeForm> = {},
): ChargeForm => ({
  title: "Loyer du siège",
  type: "CHARGE_TYPE_RENT",
  everyNMonth: 1,
  dayOfMonth: 5,
  amount: "1 000,00",
  dateFrom: "2026-01-01",
  companiesParts: splitOf(companyIds)(50, 30, 20),
  ...changes,
});

export const countTitled = async (t: TestApp, title: string) =>
  (await t.handle.db.select({ id: charges.id }).from(charges).where(eq(charges.title, title))).length;
