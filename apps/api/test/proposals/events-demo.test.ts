import {
  purchaseOrders,
  quotationExpenses,
  quotationLines,
  quotations,
  recommendationEvents,
  recommendations,
  tasks,
} from "@tronc/db";
import { computeDocumentTotals } from "@tronc/domain";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventCalendarModule } from "../../src/modules/proposals/event-calendar";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [eventCalendarModule] });
});
afterAll(() => t.close());

describe("the demo proposals", () => {
  it("has recommendations in the four states, each with a quotation", async () => {
    const rows = await t.handle.db.select().from(recommendations);
    expect(new Set(rows.map((row) => row.state))).toEqual(
      new Set(["RECO_STATE_DRAFT", "RECO_STATE_SEND", "RECO_STATE_ACCEPTED", "RECO_STATE_REFUSED"]),
    );
    const quoted = await t.handle.db.select({ id: quotations.recommendationId }).from(quotations);
    expect(new Set(quoted.map((row) => row.id)).size).toBe(rows.length);
  });

  it("quotations carry a discount, a pack line, two VAT rates and totals equal to the domain's", async () => {
    const lines = await t.handle.db.select().from(quotationLines);
    expect(lines.some((line) => Number(line.discountPercent) > 0)).toBe(true);
    expect(lines.some((line) => line.hidden)).toBe(true);
    for (const quotation of await t.handle.db.select().from(quotations)) {
      const own = lines.filter((line) => line.quotationId === quotation.id);
      const totals = computeDocumentTotals(
        own.map((line) => ({
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          vatRate: line.vatRate,
          discountPercent: line.discountPercent,
        })),
      );
      expect(quotation.totalHtCents).toBe(totals.totalHT);
      expect(quotation.totalTtcCents).toBe(totals.totalTTC);
      expect(quotation.detailTva.length).toBeGreaterThanOrEqual(2);
      expect(quotation.expensesTotalHtCents).toBeGreaterThan(0);
    }
  });

  it("the first accepted recommendation has its purchase orders and 'Achat' tasks", async () => {
    const orders = await t.handle.db.select().from(purchaseOrders);
    expect(orders.length).toBeGreaterThan(0);
    const purchaseIds = orders.map((order) => order.quotationExpenseId);
    const purchaseTasks = await t.handle.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(inArray(tasks.quotationExpenseId, purchaseIds));
    expect(purchaseTasks.length).toBe(orders.length);
    const [purchase] = await t.handle.db
      .select({ state: recommendations.state })
      .from(quotationExpenses)
      .innerJoin(quotations, eq(quotations.id, quotationExpenses.quotationId))
      .innerJoin(recommendations, eq(recommendations.id, quotations.recommendationId))
      .where(inArray(quotationExpenses.id, purchaseIds));
    expect(purchase?.state).toBe("RECO_STATE_ACCEPTED");
  });

  it("the event calendar's default week shows accepted deliveries", async () => {
    expect((await t.handle.db.select().from(recommendationEvents)).length).toBeGreaterThan(0);
    const user = await t.caller("user");
    const week = await user.eventCalendar.search({});
    expect(week.items.length).toBeGreaterThanOrEqual(2);
    expect(week.items.every((item) => item.infos.recoState === "RECO_STATE_ACCEPTED")).toBe(true);
  });
});
