import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../shared/calendar-dates";
import { toCents } from "../shared/cents";
import {
  type ChargeRolloutPlan,
  chargeLineValues,
  planChargeRollout,
  type RolloutCharge,
  type RolloutExistingLine,
  rolloutPlanSize,
} from "./charge-rollout";
import { forecastWindowRange } from "./forecast-window";

const WINDOW = { from: "2026-03-01", to: "2027-02-28" };

const rent: RolloutCharge = {
  id: 7,
  title: "Loyer Lyon",
  amountCents: toCents(-10_001),
  everyNMonth: 1,
  dayOfMonth: 15,
  dateFrom: "2026-01-01",
  valuesFrom: "2026-01-01",
  isActive: true,
  deactivatedFrom: null,
  companiesParts: [
    { companyId: 1, pct: "50" },
    { companyId: 2, pct: "30" },
    { companyId: 3, pct: "20" },
  ],
};

// 100.01 € split 50/30/20: 50.005, 30.003, 20.002 → floors 5000, 3000, 2000 cents, the cent left goes to
// the largest remainder (0.5, the first company).
const RENT_PARTS = [
  { companyId: 1, pct: "50", amountCents: toCents(-5_001) },
  { companyId: 2, pct: "30", amountCents: toCents(-3_000) },
  { companyId: 3, pct: "20", amountCents: toCents(-2_000) },
];

function line(
  id: number,
  forecastDay: string,
  changes: Partial<RolloutExistingLine> = {},
): RolloutExistingLine {
  return {
    id,
    forecastDay,
    title: rent.title,
    amountCents: rent.amountCents,
    companiesParts: RENT_PARTS,
    isPinned: false,
    realDay: null,
    ...changes,
  };
}

describe("planChargeRollout: an active charge", () => {
  it("inserts its 12 monthly occurrences of the window, split 50/30/20 to the cent", () => {
    const plan = planChargeRollout(rent, [], WINDOW);
    expect(plan.updates).toEqual([]);
    expect(plan.deletes).toEqual([]);
    expect(plan.inserts.map((insert) => insert.forecastDay)).toEqual([
      "2026-03-15",
      "2026-04-15",
      "2026-05-15",
      "2026-06-15",
      "2026-07-15",
      "2026-08-15",
      "2026-09-15",
      "2026-10-15",
      "2026-11-15",
      "2026-12-15",
      "2027-01-15",
      "2027-02-15",
    ]);
    expect(plan.inserts[0]).toEqual({
      chargeId: 7,
      forecastDay: "2026-03-15",
      title: "Loyer Lyon",
      amountCents: toCents(-10_001),
      companiesParts: RENT_PARTS,
    });
  });

  it("updates a line that differs, keeps pinned and real lines, deletes a line off the recurrence", () => {
    const existing = [
      line(1, "2026-03-15", { title: "Ancien loyer", amountCents: toCents(-9_000) }),
      line(2, "2026-04-15", { isPinned: true, amountCents: toCents(-12_000) }),
      line(3, "2026-05-15", { realDay: "2026-05-16", amountCents: toCents(-10_500) }),
      line(4, "2026-05-20", { title: "Loyer décalé" }),
      line(5, "2026-05-21", { isPinned: true }),
      line(6, "2026-06-15"),
    ];
    const plan = planChargeRollout(rent, existing, WINDOW);
    expect(plan.updates).toEqual([
      { id: 1, title: "Loyer Lyon", amountCents: toCents(-10_001), companiesParts: RENT_PARTS },
    ]);
    expect(plan.deletes).toEqual([4]);
    // 12 occurrences, 4 of them already have a line (1, 2, 3, 6)
    expect(plan.inserts).toHaveLength(8);
    expect(plan.inserts.map((insert) => insert.forecastDay)).not.toContain("2026-04-15");
  });

  it("updates a line whose split differs, and reads '50.0' and '50' as the same percent", () => {
    const swapped = [RENT_PARTS[1], RENT_PARTS[0], RENT_PARTS[2]].flatMap((part) => (part ? [part] : []));
    const samePercents = RENT_PARTS.map((part) => ({ ...part, pct: `${part.pct}.0` }));
    const plan = planChargeRollout(
      rent,
      [
        line(1, "2026-03-15", { companiesParts: swapped }),
        line(2, "2026-04-15", { companiesParts: samePercents }),
      ],
      WINDOW,
    );
    expect(plan.updates.map((update) => update.id)).toEqual([1]);
  });

  it("touches nothing before valuesFrom: lines written with the earlier values stay", () => {
    const changed = { ...rent, amountCents: toCents(-20_000), valuesFrom: "2026-09-01" };
    const plan = planChargeRollout(changed, [line(1, "2026-08-15"), line(2, "2026-09-15")], WINDOW);
    expect(plan.updates.map((update) => update.id)).toEqual([2]);
    expect(plan.deletes).toEqual([]);
    expect(plan.inserts.map((insert) => insert.forecastDay)[0]).toBe("2026-10-15");
    expect(plan.inserts).toHaveLength(5);
  });

  it("plans nothing when its values apply only after the window", () => {
    const later = { ...rent, valuesFrom: "2027-03-01" };
    expect(planChargeRollout(later, [line(1, "2026-03-15", { amountCents: toCents(-1) })], WINDOW)).toEqual({
      inserts: [],
      updates: [],
      deletes: [],
    });
  });

  it("keeps the pct text of the charge", () => {
    const thirds = {
      ...rent,
      amountCents: toCents(-10_000),
      companiesParts: [
        { companyId: 1, pct: "33.33" },
        { companyId: 2, pct: "66.67" },
      ],
    };
    // 33.33 % of 100 € = 33.33 €, 66.67 % = 66.67 €
    expect(chargeLineValues(thirds).companiesParts).toEqual([
      { companyId: 1, pct: "33.33", amountCents: toCents(-3_333) },
      { companyId: 2, pct: "66.67", amountCents: toCents(-6_667) },
    ]);
  });
});

describe("planChargeRollout: a deactivated charge", () => {
  it("deletes its non-real lines from the deactivation date, pinned ones included", () => {
    const off = { ...rent, isActive: false, deactivatedFrom: "2026-06-01" };
    const existing = [
      line(1, "2026-05-15"),
      line(2, "2026-06-15", { isPinned: true }),
      line(3, "2026-07-15", { realDay: "2026-07-15" }),
      line(4, "2026-08-15"),
      line(5, "2027-03-15"),
    ];
    const plan = planChargeRollout(off, existing, WINDOW);
    expect(plan).toEqual({ inserts: [], updates: [], deletes: [2, 4] });
    expect(rolloutPlanSize(plan)).toBe(2);
  });

  it("without a deactivation date, deletes its non-real lines of the window", () => {
    const off = { ...rent, isActive: false };
    const plan = planChargeRollout(off, [line(1, "2026-02-15"), line(2, "2026-03-15")], WINDOW);
    expect(plan.deletes).toEqual([2]);
  });
});

// Properties: random charges and random existing lines of that charge.
const percentsArbitrary = fc
  .array(fc.integer({ min: 0, max: 10_000 }), { minLength: 0, maxLength: 3 })
  .map((cuts) => {
    const sorted = [0, ...cuts.sort((a, b) => a - b), 10_000];
    return sorted.slice(1).map((cut, index) => ((cut - (sorted[index] ?? 0)) / 100).toFixed(2));
  });

const chargeArbitrary = fc
  .record({
    offset: fc.integer({ min: -500, max: 500 }),
    valuesDelay: fc.integer({ min: 0, max: 500 }),
    everyNMonth: fc.integer({ min: 1, max: 12 }),
    dayOfMonth: fc.integer({ min: 1, max: 28 }),
    amountCents: fc.integer({ min: -10_000_000, max: -1 }),
    isActive: fc.boolean(),
    deactivatedOffset: fc.option(fc.integer({ min: -100, max: 500 })),
    percents: percentsArbitrary,
    title: fc.constantFrom("Loyer", "Salaires", "URSSAF"),
  })
  .map(
    (values): RolloutCharge => ({
      id: 1,
      title: values.title,
      amountCents: toCents(values.amountCents),
      everyNMonth: values.everyNMonth,
      dayOfMonth: values.dayOfMonth,
      dateFrom: addDays("2026-03-01", values.offset),
      valuesFrom: addDays("2026-03-01", values.offset + values.valuesDelay),
      isActive: values.isActive,
      deactivatedFrom:
        values.deactivatedOffset === null ? null : addDays("2026-03-01", values.deactivatedOffset),
      companiesParts: values.percents.map((pct, index) => ({ companyId: index + 1, pct })),
    }),
  );

const linesArbitrary = fc
  .uniqueArray(
    fc.record({
      dayOffset: fc.integer({ min: -60, max: 420 }),
      isPinned: fc.boolean(),
      isReal: fc.boolean(),
      amountCents: fc.integer({ min: -100_000, max: 100_000 }),
      title: fc.constantFrom("Loyer", "Salaires", "Autre"),
    }),
    { selector: (generated) => generated.dayOffset, maxLength: 30 },
  )
  .map((generated) =>
    generated.map(
      (values, index): RolloutExistingLine => ({
        id: index + 1,
        forecastDay: addDays("2026-03-01", values.dayOffset),
        title: values.title,
        amountCents: toCents(values.amountCents),
        companiesParts: [{ companyId: 1, pct: "100", amountCents: toCents(values.amountCents) }],
        isPinned: values.isPinned,
        realDay: values.isReal ? addDays("2026-03-01", values.dayOffset) : null,
      }),
    ),
  );

const windowArbitrary = fc
  .integer({ min: -40, max: 40 })
  .map((days) => forecastWindowRange(addDays("2026-03-01", days)));

function applyPlan(lines: readonly RolloutExistingLine[], plan: ChargeRolloutPlan): RolloutExistingLine[] {
  const deleted = new Set(plan.deletes);
  const updates = new Map(plan.updates.map((update) => [update.id, update]));
  const kept = lines
    .filter((existing) => !deleted.has(existing.id))
    .map((existing) => ({ ...existing, ...updates.get(existing.id) }));
  const inserted = plan.inserts.map(
    (insert, index): RolloutExistingLine => ({
      id: 1_000 + index,
      forecastDay: insert.forecastDay,
      title: insert.title,
      amountCents: insert.amountCents,
      companiesParts: insert.companiesParts,
      isPinned: false,
      realDay: null,
    }),
  );
  return [...kept, ...inserted];
}

describe("planChargeRollout properties", () => {
  it("planning again after applying a plan gives an empty plan", () => {
    fc.assert(
      fc.property(chargeArbitrary, linesArbitrary, windowArbitrary, (charge, lines, window) => {
        const after = applyPlan(lines, planChargeRollout(charge, lines, window));
        expect(rolloutPlanSize(planChargeRollout(charge, after, window))).toBe(0);
      }),
    );
  });

  it("never updates a pinned or real line, never deletes a real one, nor a pinned one of an active charge", () => {
    fc.assert(
      fc.property(chargeArbitrary, linesArbitrary, windowArbitrary, (charge, lines, window) => {
        const plan = planChargeRollout(charge, lines, window);
        const byId = new Map(lines.map((existing) => [existing.id, existing]));
        for (const update of plan.updates) {
          expect(byId.get(update.id)?.isPinned).toBe(false);
          expect(byId.get(update.id)?.realDay).toBeNull();
        }
        for (const id of plan.deletes) {
          expect(byId.get(id)?.realDay).toBeNull();
          if (charge.isActive) expect(byId.get(id)?.isPinned).toBe(false);
        }
      }),
    );
  });

  it("writes only inside the window and from valuesFrom, with parts that sum to the amount", () => {
    fc.assert(
      fc.property(chargeArbitrary, linesArbitrary, windowArbitrary, (charge, lines, window) => {
        const plan = planChargeRollout(charge, lines, window);
        const byId = new Map(lines.map((existing) => [existing.id, existing]));
        const touchedDays = [
          ...plan.inserts.map((insert) => insert.forecastDay),
          ...plan.updates.map((update) => byId.get(update.id)?.forecastDay ?? ""),
          ...plan.deletes.map((id) => byId.get(id)?.forecastDay ?? ""),
        ];
        for (const day of touchedDays) {
          expect(day >= window.from && day <= window.to).toBe(true);
          if (charge.isActive) expect(day >= charge.valuesFrom).toBe(true);
        }
        for (const written of [...plan.inserts, ...plan.updates]) {
          const sum = written.companiesParts.reduce((total, part) => total + part.amountCents, 0);
          expect(sum).toBe(charge.amountCents);
        }
      }),
    );
  });
});
