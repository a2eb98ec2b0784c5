import { quotationLines, quotations } from "@tronc/db";
import { computeDocumentTotals } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotationLineModule } from "../../src/modules/proposals/quotation-lines";
import { quotationModule } from "../../src/modules/proposals/quotations";
import { createTestApp, type TestApp } from "../helpers";
import { insertRecommendationWithLead } from "./proposal-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [quotationLineModule, quotationModule] });
});
afterAll(() => t.close());

/**
 * A seeded generator (mulberry32): the api package has no fast-check, and a seed makes any failure
 * replayable. Each run draws a random sequence of line creations, updates and deletions.
 */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * (max + 1));
  const pick = <T>(values: readonly T[]): T => values[int(values.length - 1)] as T;
  return { int, pick, bool: () => next() < 0.5 };
}

type Random = ReturnType<typeof random>;

/** Some of a line's fields, typed the ways people and clients send them. */
function randomFields(r: Random): Record<string, unknown> {
  const candidates: Record<string, () => unknown> = {
    quantity: () => r.pick([r.int(50), "0,5", "1.25", "2,125", String(r.int(9))]),
    unitPrice: () => r.pick([`${r.int(1000)},${String(r.int(99)).padStart(2, "0")}`, r.int(500), "12,5"]),
    tva: () => r.pick([20, 10, "5,5", "2.1"]),
    discount: () => r.pick([r.int(100), "12,5", "33.33", 0]),
    hidden: () => r.bool(),
  };
  return Object.fromEntries(
    Object.entries(candidates)
      .filter(() => r.bool())
      .map(([key, value]) => [key, value()]),
  );
}

/** The stored totals against the domain's computation of the stored lines. */
async function expectNoDrift(quotationId: number) {
  const lines = await t.handle.db
    .select({
      quantity: quotationLines.quantity,
      unitPriceCents: quotationLines.unitPriceCents,
      vatRate: quotationLines.vatRate,
      discountPercent: quotationLines.discountPercent,
      hidden: quotationLines.hidden,
    })
    .from(quotationLines)
    .where(eq(quotationLines.quotationId, quotationId));
  const [stored] = await t.handle.db.select().from(quotations).where(eq(quotations.id, quotationId));
  const expected = computeDocumentTotals(lines);
  expect({
    totalHT: stored?.totalHtCents,
    totalTVA: stored?.totalTvaCents,
    totalTTC: stored?.totalTtcCents,
    detailTVA: stored?.detailTva,
  }).toEqual(expected);
}

describe("quotation totals never drift", () => {
  it("equal the domain's computation of the stored lines after any sequence of line changes", async () => {
    const user = await t.caller("user");
    const { id: recommendationId } = await insertRecommendationWithLead(t.handle.db, {
      issuerId: t.demo.companyIds[0] ?? 0,
    });
    for (let seed = 1; seed <= 30; seed++) {
      const r = random(seed);
      const { id } = await user.quotation.create({ recommendationId });
      const lineIds: number[] = [];
      const steps = 1 + r.int(7);
      for (let n = 0; n < steps; n++) {
        const kind = lineIds.length === 0 ? "create" : r.pick(["create", "update", "delete"] as const);
        const index = r.int(lineIds.length - 1);
        const lineId = lineIds[index] ?? 0;
        if (kind === "create") {
          lineIds.push((await user.quotationLine.create({ quotationId: id, ...randomFields(r) })).id);
        } else if (kind === "update") {
          await user.quotationLine.update({ id: lineId, ...randomFields(r) });
        } else {
          await user.quotationLine.delete({ id: lineId });
          lineIds.splice(index, 1);
        }
        await expectNoDrift(id);
      }
    }
  }, 120_000);
});
