import { alertResponsibles, alerts } from "@tronc/db";
import { ALERT_TYPES } from "@tronc/domain";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertModule } from "../../src/modules/support/alerts";
import { seedAlerts } from "../../src/seed/alerts";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [alertModule] });
  // Run on the demo (it may already hold them once the step is listed: a second run raises nothing new).
  await seedAlerts(t.handle.db, new Date(), t.demo);
}, 120_000);
afterAll(() => t.close());

describe("the demo's alerts (seedAlerts)", () => {
  it("shows every raised kind, in the three states, each with its content, link and responsibles", async () => {
    const rows = await t.handle.db.select().from(alerts);
    const kinds = new Set(rows.map((row) => row.type));
    expect([...kinds].sort()).toEqual(ALERT_TYPES.filter((type) => type !== "ALERT_TYPE_OTHER").sort());
    expect(new Set(rows.map((row) => row.state))).toEqual(
      new Set(["ALERT_STATE_NEW", "ALERT_STATE_READ", "ALERT_STATE_DONE"]),
    );
    for (const row of rows) {
      expect(row.content).toMatch(/^<p>/);
      expect(row.url).toMatch(/^\/tronc-commun\/admin\//);
      const [responsibles] = await t.handle.db
        .select({ n: count() })
        .from(alertResponsibles)
        .where(eq(alertResponsibles.alertId, row.id));
      expect(responsibles?.n).toBeGreaterThan(0);
    }
    const done = rows.filter((row) => row.state === "ALERT_STATE_DONE");
    expect(done.every((row) => row.doneAt !== null && row.doneById === t.demo.userIds.admin)).toBe(true);
  });

  it("the list as Alice opens it: the read ones carry her name", async () => {
    const admin = await t.caller("admin");
    const page = await admin.alert.search({});
    const read = page.items.filter((item) => item.state === "ALERT_STATE_READ");
    expect(read.length).toBeGreaterThan(0);
    expect(read.every((item) => item.readByNames.includes("Alice Martin"))).toBe(true);
    const overdue = page.items.find((item) => item.type === "ALERT_TYPE_INVOICE_OVERDUE");
    expect(overdue?.content).toContain("restent à encaisser plus de 21 jours après l'échéance");
  });

  it("a second run raises nothing more", async () => {
    const before = (await t.handle.db.select({ n: count() }).from(alerts))[0]?.n;
    await seedAlerts(t.handle.db, new Date(), t.demo);
    expect((await t.handle.db.select({ n: count() }).from(alerts))[0]?.n).toBe(before);
  });
});
