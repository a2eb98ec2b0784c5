import { projects, quotationExpenses, quotationSupplierProducts, tasks, taskTypes } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ganttModule } from "../../src/modules/work/gantt";
import { insertAcceptedQuotation } from "../billing/invoicing-fixtures";
import { insertSupplier } from "../catalogue/product-types-helpers";
import { insertProductType } from "../catalogue/triangle-product-helpers";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [ganttModule] });
});
afterAll(() => t.close());

/** June 2019: no other task of the demo or of other files falls in it. */
const range = { from: "2019-06-01", to: "2019-06-30" };

/** A supplier purchase of the quotation holding one line of the product type. */
async function purchaseOf(quotationId: number, supplierId: number, productTypeId: number, name: string) {
  const db = t.handle.db;
  const [expense] = await db
    .insert(quotationExpenses)
    .values({ quotationId, supplierId, title: `Achat ${name}` })
    .returning({ id: quotationExpenses.id });
  if (!expense) throw new Error("setup");
  await db.insert(quotationSupplierProducts).values({
    quotationExpenseId: expense.id,
    productTypeId,
    name,
    quantity: "1",
    unitPriceCents: toCents(1_000),
    baseHtCents: toCents(1_000),
    totalHtCents: toCents(1_000),
  });
  return expense.id;
}

describe("the Gantt's perishable badge (isFood)", () => {
  it("marks a purchase task whose purchase holds a perishable product, and only that one", async () => {
    const db = t.handle.db;
    const [project] = await db
      .insert(projects)
      .values({ name: "Charlie", state: "STATE_PLANNED" })
      .returning({ id: projects.id });
    const [type] = await db.select({ id: taskTypes.id }).from(taskTypes).where(eq(taskTypes.name, "Achat"));
    if (!project || !type) throw new Error("setup");
    const quotation = await insertAcceptedQuotation(db, { issuerId: t.demo.companyIds[0] as number });
    const supplier = await insertSupplier(t, "Fromagerie du Val");
    const cheese = await insertProductType(db, "Plateau de fromages", { isFood: true });
    const cloth = await insertProductType(db, "Nappes en lin");
    const food = await purchaseOf(quotation.quotationId, supplier.id, cheese, "Plateau de fromages");
    const linen = await purchaseOf(quotation.quotationId, supplier.id, cloth, "Nappes en lin");
    const base = {
      projectId: project.id,
      taskTypeId: type.id,
      state: "STATE_NEW" as const,
      progress: 0,
      durationHours: "1.00",
    };
    await db.insert(tasks).values([
      {
        ...base,
        name: "Commander les fromages",
        startAt: "2019-06-03",
        endAt: "2019-06-04",
        quotationExpenseId: food,
      },
      {
        ...base,
        name: "Commander les nappes",
        startAt: "2019-06-05",
        endAt: "2019-06-06",
        quotationExpenseId: linen,
      },
      { ...base, name: "Monter la salle", startAt: "2019-06-07", endAt: "2019-06-07" },
    ]);

    const chart = await (await t.caller("user")).gantt.chart({ ...range, projects: [project.id] });
    expect(chart.projects[0]?.items.map((item) => [item.taskTitle, item.isFood])).toEqual([
      ["Commander les fromages", true],
      ["Commander les nappes", false],
      ["Monter la salle", false],
    ]);

    const response = await t.app.inject({
      method: "GET",
      url: `/api/tronc-commun/gantt?from=${range.from}&to=${range.to}&projects[]=${project.id}`,
      headers: { cookie: await t.login("user") },
    });
    expect(response.statusCode).toBe(200);
    const items = response.json().projects[0].items as { taskTitle: string; isFood: boolean }[];
    expect(items.map((item) => [item.taskTitle, item.isFood])).toEqual([
      ["Commander les fromages", true],
      ["Commander les nappes", false],
      ["Monter la salle", false],
    ]);
  });
});
