import { describe, expect, it } from "vitest";
import { SAMPLE_LINES } from "../apps/api/test/billing/invoicing-fixtures";
import { insertListedQuotation } from "../apps/api/test/billing/quotations-accounting-helpers";
import {
  ADMIN_BASE,
  clickByText,
  loginAs,
  newPage,
  screenshot,
  textsOf,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();

describe("'Clôturer le devis' on the accounting quotation page", () => {
  it("closes a billed quotation after a confirmation: 'Terminé', only the partial invoice left", async () => {
    const quotation = await insertListedQuotation(t.app.db, {
      issuerId: t.app.demo.companyIds[0] ?? 0,
      clientName: "Héron Conseil",
      createdAt: new Date().toISOString(),
      lines: SAMPLE_LINES,
      state: "QUOTATION_STATE_BILLED",
      title: "Accompagnement mensuel",
    });
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}/compta/quotation/${quotation.quotationId}`);
    await waitForText(page, "Accompagnement mensuel");
    const invoicing = '[aria-label="Facturer le devis"] button';
    await page.waitForSelector(invoicing);
    expect(await textsOf(page, invoicing)).toEqual([
      "Facture d'acompte",
      "Facture partielle",
      "Facture de solde",
    ]);

    await clickByText(page, "button", "Clôturer le devis");
    await waitForText(page, "Il passera à l'état « Terminé »");
    await clickByText(page, '[role="dialog"] button', "Clôturer");
    await waitForText(page, "L'état est bien modifié");
    await page.waitForFunction(
      () =>
        !Array.from(document.querySelectorAll("button")).some((b) => b.textContent === "Clôturer le devis"),
    );
    expect(await textsOf(page, invoicing)).toEqual(["Facture partielle"]);
    await waitForText(page, "Terminé");
    await screenshot(page, "quotation-closed", true);
  });
});

describe("the BILLED and IN_BILLED badges", () => {
  it("read 'Facturé' in the spec's paid colour and 'En cours de facturation' in warning, with their meaning", async () => {
    const base = {
      issuerId: t.app.demo.companyIds[0] ?? 0,
      createdAt: new Date().toISOString(),
      lines: SAMPLE_LINES,
    };
    await insertListedQuotation(t.app.db, {
      ...base,
      clientName: "Mouette Billed",
      state: "QUOTATION_STATE_BILLED",
    });
    await insertListedQuotation(t.app.db, {
      ...base,
      clientName: "Mouette InBilled",
      state: "QUOTATION_STATE_IN_BILLED",
    });
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}/compta/quotation`);
    await page.waitForSelector("#quotation-search");
    await page.type("#quotation-search", "mouette");
    await page.waitForFunction(
      () =>
        document.querySelectorAll(".quotation-table tbody tr").length === 2 &&
        !document.querySelector('.quotation-table[aria-busy="true"]'),
      { timeout: 15_000 },
    );
    const badges = await page.$$eval(".quotation-table tbody tr .badge", (all) =>
      all.map((badge) => [badge.textContent, badge.className, badge.getAttribute("title")]).sort(),
    );
    expect(badges).toEqual([
      ["En cours de facturation", "badge badge-warning", "Tout est facturé, il reste à encaisser"],
      ["Facturé", "badge badge-paid", "Au moins une facture émise, il reste à facturer"],
    ]);
    await screenshot(page, "quotation-state-badges");
  });
});
