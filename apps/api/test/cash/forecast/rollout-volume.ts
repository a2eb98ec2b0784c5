import { charges, type Db, forecastItems } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { addDays, addMonths, chargeOccurrences, companyPartsAmounts, toCents } from "@tronc/domain";

/** The splits the volume cycles through (company ids 1 to 3: the parts are jsonb, no reference). */
const SPLITS = [
  [{ companyId: 1, pct: "100" }],
  [
    { companyId: 1, pct: "50" },
    { companyId: 2, pct: "50" },
  ],
  [
    { companyId: 1, pct: "50" },
    { companyId: 2, pct: "30" },
    { companyId: 3, pct: "20" },
  ],
  [
    { companyId: 1, pct: "33.33" },
    { companyId: 2, pct: "33.33" },
    { companyId: 3, pct: "33.34" },
  ],
];
const EVERY = [1, 1, 1, 1, 2, 3, 4, 6, 12];

/** The n-th charge of the volume: recurrences, days, starts, splits and amounts that vary with n. */
function volumeCharge(n: number, window: { from: string; to: string }) {
  const dateFrom = addDays(window.from, ((n * 37) % 500) - 250);
  const isActive = n % 25 !== 7;
  return {
    title: `Charge ${n}`,
    type: "CHARGE_TYPE_OTHER" as const,
    amountCents: toCents(-(1_000 + ((n * 7_919) % 500_000))),
    everyNMonth: EVERY[n % EVERY.length] ?? 1,
    dayOfMonth: 1 + ((n * 11) % 28),
    dateFrom,
    // a tenth changed their values from the window's fifth month
    valuesFrom: n % 10 === 3 ? addMonths(window.from, 4) : dateFrom,
    isActive,
    deactivatedFrom: isActive ? null : addMonths(window.from, 5),
    companiesParts: SPLITS[n % SPLITS.length] ?? [],
  };
}

type VolumeCharge = ReturnType<typeof volumeCharge> & { id: number };

/**
 * Lines already there before the run, one kind every 20 charges: a pinned line, a real line, a stale
 * line (an older amount), a line on a day that is no longer an occurrence; and lines of the
 * deactivated charges after their date.
 */
function existingLines(charge: VolumeCharge, n: number, window: { from: string; to: string }) {
  const [first] = chargeOccurrences(charge, window);
  if (!first) return [];
  const line = (day: string, amountCents: Cents, extra: { isPinned?: boolean; realDay?: string } = {}) => ({
    chargeId: charge.id,
    forecastDay: day,
    title: charge.title,
    amountCents: toCents(amountCents),
    companiesParts: companyPartsAmounts(toCents(amountCents), charge.companiesParts).map((part, index) => ({
      companyId: part.companyId,
      pct: charge.companiesParts[index]?.pct ?? "0",
      amountCents: part.amountCents,
    })),
    ...extra,
  });
  if (!charge.isActive) return [line(addMonths(window.from, 7), charge.amountCents)];
  switch (n % 20) {
    case 0:
      return [line(first, toCents(-123), { isPinned: true })];
    case 1:
      return [line(first, toCents(-4_567), { realDay: first })];
    case 2:
      return [line(first, toCents(charge.amountCents - 100))];
    case 5:
      return first < window.to ? [line(addDays(first, 1), charge.amountCents)] : [];
    default:
      return [];
  }
}

/**
 * Inserts `count` charges (state PENDING) and, unless `linesBefore` is false, lines left by earlier
 * runs and edits. The same call on two fresh databases gives the same ids and rows.
 */
export async function insertRolloutVolume(
  db: Db,
  options: { count: number; window: { from: string; to: string }; linesBefore?: boolean },
): Promise<void> {
  const all = Array.from({ length: options.count }, (_, n) => volumeCharge(n, options.window));
  const inserted: VolumeCharge[] = [];
  for (let start = 0; start < all.length; start += 500) {
    const rows = await db
      .insert(charges)
      .values(all.slice(start, start + 500))
      .returning({ id: charges.id });
    rows.forEach((row, index) => {
      const charge = all[start + index];
      if (charge) inserted.push({ ...charge, id: row.id });
    });
  }
  if (options.linesBefore === false) return;
  const lines = inserted.flatMap((charge, n) => existingLines(charge, n, options.window));
  if (lines.length > 0) await db.insert(forecastItems).values(lines);
}
