import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS } from "../../src/hydra/paths";
import { assembleModules } from "../../src/modules/assemble";
import { accountingSummaryModule } from "../../src/modules/cash/accounting-summary";
import { vatModule } from "../../src/modules/core/vat";
import { createTestApp, type TestApp } from "../helpers";

/**
 * Issue 26, item 6: a server is built from the modules it is given. A test asks only its own, and what
 * the others serve is not there: their Hydra rows, procedures and files answer 404 like any unknown path.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [vatModule, accountingSummaryModule] });
});
afterAll(() => t?.close());

describe("a server built with two modules", () => {
  it("serves their Hydra rows, procedures and files", async () => {
    const rates = await t.send("GET", PATHS.vatRates, "compta");
    expect(rates.statusCode).toBe(200);
    expect(rates.json()["hydra:member"].length).toBeGreaterThan(0);
    const caller = await t.caller("compta");
    expect((await caller.vat.list()).length).toBeGreaterThan(0);
    const followUp = await t.send("GET", "/admin/global", "compta");
    expect(followUp.statusCode).toBe(200);
    expect(followUp.json()).toHaveProperty("resteAFacturer");
  });

  it("answers 404 for what the other modules serve", async () => {
    expect((await t.send("GET", PATHS.tasks, "compta")).statusCode).toBe(404);
    expect((await t.send("GET", "/trpc/task.search", "compta")).statusCode).toBe(404);
    expect((await t.send("GET", "/admin/delivery-reports-export", "compta")).statusCode).toBe(404);
  });

  it("documents only their paths", async () => {
    const paths = Object.keys((await t.send("GET", "/api/docs.json", "compta")).json().paths);
    expect(paths).toContain(PATHS.vatRates);
    expect(paths).toContain("/admin/global");
    expect(paths).not.toContain(PATHS.tasks);
  });

  it("refuses a module listed twice", () => {
    expect(() => assembleModules([vatModule, vatModule])).toThrow("The module vat is listed twice");
  });
});
