import { mkdirSync } from "node:fs";
import { invoices } from "@tronc/db";
import { formatEuros } from "@tronc/domain";
import { describe, expect, it } from "vitest";
import { insertAcceptedQuotation } from "../apps/api/test/billing/invoicing-fixtures";
import {
  ADMIN_BASE,
  clickByText,
  closeToasts,
  loginAs,
  newPage,
  shotsDir,
  type TestPage,
  trpcAnswer,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();
const SHOTS = shotsDir("B");

const shot = async (page: TestPage, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

/** The modal's three figures, spaces collapsed. */
const figures = (page: TestPage) =>
  page.$$eval(".billing-figures > div", (items) =>
    items.map((item) =>
      Array.from(item.children, (part) => part.textContent ?? "")
        .join(" ")
        .replace(/\s+/g, " ")
        .trim(),
    ),
  );

const inputValue = (page: TestPage, selector: string) =>
  page.$eval(selector, (input) => (input as HTMLInputElement).value.replace(/\s/g, " "));

async function waitForModalClosed(page: TestPage) {
  await page.waitForFunction(() => !document.querySelector("#billing-percent"), { timeout: 10_000 });
}

/** Opens the deposit or partial modal from the quotation page and waits for its figures. */
async function openAdvanceModal(page: TestPage, button: string) {
  await clickByText(page, "button", button);
  await page.waitForSelector("#billing-percent");
  await page.waitForSelector(".billing-figures");
}

describe("invoices from the quotation page", () => {
  it("bills a 30 % deposit, a partial by amount and the balance, amounts worked by hand", async () => {
    const db = t.app.db;
    const issuerId = t.app.demo.companyIds[0] as number;
    const q = await insertAcceptedQuotation(db, {
      issuerId,
      clientName: "Client facturation e2e",
      title: "Séminaire facturé",
      reference: "DE-E2EB-2026-00001",
    });
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}/compta/quotation/${q.quotationId}`);

    // Deposit: 30 % of 3 773,75 = 1 132,125 → 1 132,13.
    await openAdvanceModal(page, "Facture d'acompte");
    expect(await figures(page)).toEqual([
      "Total TTC du devis 3 773,75 €",
      "Déjà facturé 0,00 €",
      "Reste à facturer 3 773,75 €",
    ]);
    const create = "Créer la facture d'acompte";
    // The quotation has no deposit percentage of its own: the dialog starts empty, and an empty submit
    // says why (issue 25).
    await clickByText(page, "button", create);
    await waitForText(page, "Saisissez le pourcentage ou le montant à facturer");
    await typeInto(page, "#billing-percent", "130");
    await clickByText(page, "button", "Calculer le montant");
    await waitForText(page, "Le pourcentage doit être compris entre 0 et 100");
    await typeInto(page, "#billing-percent", "30");
    await clickByText(page, "button", "Calculer le montant");
    await page.waitForFunction(
      () => (document.querySelector("#billing-amount") as HTMLInputElement).value !== "",
    );
    expect(await inputValue(page, "#billing-amount")).toBe("1 132,13");
    await shot(page, "advance-modal");
    await clickByText(page, "button", create);
    await waitForText(page, "La facture est bien créée");
    await waitForModalClosed(page);
    await closeToasts(page);

    // Partial by amount: 500,00 / 3 773,75 = 13,249… % → 13,25 %.
    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/compta/quotation/${q.quotationId}`, {
      waitUntil: "domcontentloaded",
    });
    await openAdvanceModal(page, "Facture partielle");
    expect(await figures(page)).toEqual([
      "Total TTC du devis 3 773,75 €",
      "Déjà facturé 1 132,13 €",
      "Reste à facturer 2 641,62 €",
    ]);
    await typeInto(page, "#billing-amount", "500");
    await clickByText(page, "button", "Calculer le pourcentage");
    await page.waitForFunction(
      () => (document.querySelector("#billing-percent") as HTMLInputElement).value !== "",
    );
    expect(await inputValue(page, "#billing-percent")).toBe("13,25");
    await shot(page, "partial-modal");
    await clickByText(page, "button", "Créer la facture partielle");
    await waitForText(page, "La facture est bien créée");
    await waitForModalClosed(page);
    await closeToasts(page);

    // Balance: 3 773,75 − 1 132,13 − 500,00 = 2 141,62. The button's question names what is left once
    // the billing summary is in: its answer, body included, before the click.
    const summary = trpcAnswer(page, "quotationBilling.summary");
    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/compta/quotation/${q.quotationId}`, {
      waitUntil: "domcontentloaded",
    });
    await (await summary).buffer();
    await clickByText(page, "button", "Facture de solde");
    await waitForText(page, `Elle facture tout ce qui reste (${formatEuros(214_162)})`);
    await new Promise((resolve) => setTimeout(resolve, 400)); // the dialog's fade-in, for the picture
    await shot(page, "balance-confirm");
    await clickByText(page, "button", "Créer la facture de solde");
    await waitForText(page, "La facture de solde est bien créée");

    const rows = (await db.select().from(invoices)).filter((row) => row.companyId === q.companyId);
    expect(rows.map((row) => [row.type, row.totalTtcCents]).sort()).toEqual(
      [
        ["TYPE_ADVANCE", 113_213],
        ["TYPE_MONTHLY", 50_000],
        ["TYPE_SOLD", 214_162],
      ].sort(),
    );
    // The one 400 is the refused 130 %, said in the modal.
    expect(page.errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
  });
});
