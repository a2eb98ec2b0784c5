import { invoices, leads, quotations, tasks } from "@tronc/db";
import { describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "./axe";
import { ADMIN_BASE, loginAs, newPage, screenshot, useBrowserApp } from "./harness";

const t = useBrowserApp();

/** The first id of a demo table, for the edit screens. */
async function firstId(
  table: typeof leads | typeof quotations | typeof invoices | typeof tasks,
): Promise<number> {
  const rows = await t.app.db.select({ id: table.id }).from(table).orderBy(table.id).limit(1);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error("The demo data has no row for an edit screen");
  return id;
}

/** Waits until the screen has its title and no spinner left (its data is shown). */
async function settled(page: Awaited<ReturnType<typeof newPage>>): Promise<void> {
  await page.waitForSelector("main h1", { timeout: 15_000 });
  await page.waitForFunction(() => document.querySelector("main [role=status] .spinner") === null, {
    timeout: 15_000,
  });
}

describe("accessibility of the main screens (axe-core, WCAG 2 AA)", () => {
  it("finds no critical or serious violation on any main screen", async () => {
    const screens: [string, string][] = [
      ["accueil", "/"],
      ["leads", "/lead"],
      ["lead", `/lead/edit/${await firstId(leads)}`],
      ["clients", "/companies"],
      ["devis", "/compta/quotation"],
      ["devis-edition", `/compta/quotation/${await firstId(quotations)}`],
      ["factures", "/compta/invoice"],
      ["facture-edition", `/compta/invoice/${await firstId(invoices)}`],
      ["avoirs", "/compta/credit"],
      ["factures-fournisseur", "/supplier-invoice"],
      ["bons-de-commande", "/purchase-order"],
      ["projets", "/projects"],
      ["taches", "/task"],
      // a dialog: the task modal (its fields, its rich text, its chips)
      ["tache-dialogue", `/task/${await firstId(tasks)}`],
      ["previsionnel", "/compta/financial-forecast"],
      ["conges", "/dayoff"],
      ["materiel", "/material"],
      ["utilisateurs", "/user"],
    ];
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "admin");
    const report: string[] = [];
    for (const [name, path] of screens) {
      await page.goto(`${t.app.baseUrl}${ADMIN_BASE}${path === "/" ? "" : path}`, {
        waitUntil: "domcontentloaded",
      });
      await settled(page);
      if (name === "tache-dialogue") await page.waitForSelector('[role="dialog"] .ProseMirror');
      const violations = await seriousViolations(page);
      if (violations.length > 0) {
        report.push(describeViolations(name, violations));
        await screenshot(page, `a11y-${name}`);
      }
    }
    if (report.length > 0) console.error(report.join("\n\n"));
    expect(report, report.join("\n\n")).toEqual([]);
  }, 180_000);
});
