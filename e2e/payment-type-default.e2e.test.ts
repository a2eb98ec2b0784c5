import { toCents, toParisDate } from "@tronc/domain";
import { describe, expect, it } from "vitest";
import { insertAcceptedQuotation, insertInvoice } from "../apps/api/test/billing/invoicing-fixtures";
import { setQuotationAdvancePercent } from "../apps/api/test/spec-gaps-fixtures";
import {
  ADMIN_BASE,
  clickByText,
  loginAs,
  newPage,
  screenshot,
  typeInto,
  untilStill,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();
type TestPage = Awaited<ReturnType<typeof newPage>>;

const fieldValue = (page: TestPage, selector: string) =>
  page.$eval(selector, (field) => (field as HTMLInputElement).value.replace(/[\u00a0\u202f]/g, " "));

async function settledDialog(page: TestPage) {
  const dialog = await page.waitForSelector(".modal");
  if (dialog) await untilStill(dialog);
}

describe("the payment type follows the amount", () => {
  it("proposes 'Acompte' for part of what is left and 'Solde' for all of it, until the person chooses", async () => {
    const db = t.app.db;
    const issuerId = t.app.demo.companyIds[0] ?? 0;
    const q = await insertAcceptedQuotation(db, { issuerId, title: "Congrès d'automne" });
    // 1 000,00 HT at 20 % → 1 200,00 TTC.
    const invoiceId = await insertInvoice(db, {
      issuerId,
      companyId: q.companyId,
      quotationIds: [q.quotationId],
      type: "TYPE_ADVANCE",
      state: "STATE_VALIDATED",
      reference: "FA-TYPE-2026-00001",
      invoiceDate: toParisDate(new Date()),
      lines: [{ name: "Acompte", quantity: "1", unitPriceCents: toCents(100_000), vatRate: "20" }],
    });
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}/compta/invoice/${invoiceId}`);
    await clickByText(page, "button", "Ajouter un paiement");
    await page.waitForSelector("#payment-amount");
    await settledDialog(page);
    // All that is left: 'Solde'.
    expect(await fieldValue(page, "#payment-amount")).toBe("1 200,00");
    expect(await fieldValue(page, "#payment-type")).toBe("TYPE_SOLD");
    // 300,00 of 1 200,00: part of it, 'Acompte'.
    await typeInto(page, "#payment-amount", "300,00");
    expect(await fieldValue(page, "#payment-type")).toBe("TYPE_ADVANCE");
    await screenshot(page, "payment-type-acompte");
    // Back to all of it: 'Solde' again.
    await typeInto(page, "#payment-amount", "1200");
    expect(await fieldValue(page, "#payment-type")).toBe("TYPE_SOLD");
    // Once chosen by hand, the type stays what the person chose.
    await page.select("#payment-type", "TYPE_ADVANCE");
    await typeInto(page, "#payment-amount", "1 200,00");
    expect(await fieldValue(page, "#payment-type")).toBe("TYPE_ADVANCE");
  });
});

describe("the deposit dialog", () => {
  it("starts with the quotation's deposit percentage, says why an empty one is refused, and Enter creates it", async () => {
    const db = t.app.db;
    const issuerId = t.app.demo.companyIds[0] ?? 0;
    const q = await insertAcceptedQuotation(db, { issuerId, title: "Séminaire des voiles" });
    await setQuotationAdvancePercent(db, q.quotationId, "30.00");
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}/compta/quotation/${q.quotationId}`);
    await clickByText(page, "button", "Facture d'acompte");
    await page.waitForSelector("#billing-percent");
    await settledDialog(page);
    // The sample quotation is 3 773,75 TTC: 30 % is 1 132,125 → 1 132,13.
    await page.waitForFunction(
      () => (document.querySelector("#billing-percent") as HTMLInputElement).value === "30",
    );
    expect(await fieldValue(page, "#billing-amount")).toBe("1 132,13");
    await screenshot(page, "deposit-dialog-start");

    // Emptied, 'Créer' says why under the field and creates nothing.
    await typeInto(page, "#billing-percent", "");
    await page.waitForFunction(
      () => (document.querySelector("#billing-amount") as HTMLInputElement).value === "",
    );
    await clickByText(page, ".modal button", "Créer la facture d'acompte");
    await waitForText(page, "Saisissez le pourcentage ou le montant à facturer");
    expect(await page.$eval(".modal .field-error", (error) => error.textContent)).toBe(
      "Saisissez le pourcentage ou le montant à facturer",
    );
    await screenshot(page, "deposit-dialog-empty");

    // 10 % then Enter: the deposit invoice is created and opens.
    await page.type("#billing-percent", "10");
    await page.keyboard.press("Enter");
    await waitForText(page, "La facture est bien créée");
    await page.waitForFunction(() => /\/compta\/invoice\/\d+$/.test(location.pathname), { timeout: 15_000 });
  });
});
