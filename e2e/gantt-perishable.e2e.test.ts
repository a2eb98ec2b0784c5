import {
  projects,
  quotationExpenses,
  quotationSupplierProducts,
  suppliers,
  taskAssignees,
  tasks,
} from "@tronc/db";
import { addDays, toCents, toParisDate } from "@tronc/domain";
import { describe, expect, it } from "vitest";
import { insertAcceptedQuotation } from "../apps/api/test/billing/invoicing-fixtures";
import { insertProductType } from "../apps/api/test/catalogue/triangle-product-helpers";
import { taskTypeIdByName } from "../apps/api/test/spec-gaps-fixtures";
import { ADMIN_BASE, loginAs, newPage, screenshot, useBrowserApp } from "./harness";

const t = useBrowserApp();

describe("the Gantt's perishable badge", () => {
  it("marks the purchase task of a perishable product, and only it", async () => {
    const db = t.app.db;
    const today = toParisDate(new Date());
    const [project] = await db
      .insert(projects)
      .values({ name: "Banquet de la Perle", state: "STATE_PLANNED" })
      .returning({ id: projects.id });
    const typeId = await taskTypeIdByName(db, "Achat");
    const [supplier] = await db.select({ id: suppliers.id }).from(suppliers).limit(1);
    if (!project || !supplier) throw new Error("setup");
    const quotation = await insertAcceptedQuotation(db, { issuerId: t.app.demo.companyIds[0] ?? 0 });
    const oysters = await insertProductType(db, "Huîtres de Cancale", { isFood: true });
    const [purchase] = await db
      .insert(quotationExpenses)
      .values({ quotationId: quotation.quotationId, supplierId: supplier.id, title: "Achat huîtres" })
      .returning({ id: quotationExpenses.id });
    if (!purchase) throw new Error("setup");
    await db.insert(quotationSupplierProducts).values({
      quotationExpenseId: purchase.id,
      productTypeId: oysters,
      name: "Huîtres de Cancale",
      unitPriceCents: toCents(9_000),
      baseHtCents: toCents(9_000),
      totalHtCents: toCents(9_000),
    });
    const base = { projectId: project.id, taskTypeId: typeId, state: "STATE_NEW" as const, progress: 0 };
    const inserted = await db
      .insert(tasks)
      .values([
        {
          ...base,
          name: "Commander les huîtres",
          startAt: addDays(today, 1),
          endAt: addDays(today, 2),
          durationHours: "1.00",
          quotationExpenseId: purchase.id,
        },
        {
          ...base,
          name: "Dresser les tables",
          startAt: addDays(today, 3),
          endAt: addDays(today, 3),
          durationHours: "2.00",
        },
      ])
      .returning({ id: tasks.id });
    await db
      .insert(taskAssignees)
      .values(inserted.map((task) => ({ taskId: task.id, userId: t.app.demo.userIds.user })));

    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", `${ADMIN_BASE}/gantt`);
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll(".gantt-task-label")).some((l) =>
          l.textContent?.includes("Dresser"),
        ),
      { timeout: 20_000 },
    );
    const labels = await page.$$eval(".gantt-task-label", (all) =>
      all
        .filter((label) => /huîtres|Dresser/.test(label.textContent ?? ""))
        .map((label) => [label.textContent?.trim(), Boolean(label.querySelector(".gantt-food"))]),
    );
    expect(labels).toEqual([
      ["PérissableCommander les huîtres", true],
      ["Dresser les tables", false],
    ]);
    const row = await page.$$eval(".gantt-task-label", (all) =>
      all.findIndex((label) => label.textContent?.includes("huîtres")),
    );
    const handles = await page.$$(".gantt-task-label");
    await handles[row]?.evaluate((label) => label.scrollIntoView({ block: "center" }));
    await screenshot(page, "gantt-perishable");
  });
});
