import { describe, expect, it } from "vitest";
import { SAMPLE_LINES } from "../apps/api/test/invoicing/invoicing-fixtures";
import { insertListedQuotation } from "../apps/api/test/invoicing/quotations-accounting-helpers";
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
    await loginAs(page, t.app.baseUrl, "compta");
    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/compta/quotation/${quotation.quotationId}`);
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
