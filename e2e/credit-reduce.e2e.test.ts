import { toParisDate } from "@tronc/domain";
import { describe, expect, it } from "vitest";
import { DEPOSIT_LINES } from "../apps/api/test/billing/invoice-edit-helpers";
import {
  insertAcceptedQuotation,
  insertInvoice,
  SAMPLE_LINES,
} from "../apps/api/test/billing/invoicing-fixtures";
import {
  ADMIN_BASE,
  clickByText,
  closeToasts,
  loginAs,
  newPage,
  screenshot,
  type TestPage,
  textsOf,
  typeInto,
  untilStill,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();

/** Waits until the part of the page `where` reads `text` (amounts with plain spaces). */
const waitForPlain = (page: TestPage, text: string, where = "main") =>
  page.waitForFunction(
    (selector: string, wanted: string) =>
      (document.querySelector(selector)?.textContent ?? "").replace(/[\u00a0\u202f]/g, " ").includes(wanted),
    { timeout: 20_000 },
    where,
    text,
  );
const waitForMain = (page: TestPage, text: string) => waitForPlain(page, text);

async function openDialog(page: TestPage, button: string) {
  await clickByText(page, "button", button);
  const dialog = await page.waitForSelector(".modal");
  if (dialog) await untilStill(dialog);
}

/**
 * A balance invoice, as the staff meet it. By hand: the quotation bills 2 × 1 200,00 HT at 20 % and
 * 25 × 32,50 HT at 10 % (3 773,75 TTC); its deposit, 720,00 HT at 20 % and 243,75 HT at 10 %
 * (1 132,13 TTC), is deducted: the balance bills 2 641,62 TTC.
 */
async function balanceInvoice(reference: string) {
  const db = t.app.db;
  const issuerId = t.app.demo.companyIds[0] ?? 0;
  const today = toParisDate(new Date());
  const q = await insertAcceptedQuotation(db, { issuerId, title: `Séminaire ${reference}` });
  const deposit = await insertInvoice(db, {
    issuerId,
    companyId: q.companyId,
    quotationIds: [q.quotationId],
    type: "TYPE_ADVANCE",
    state: "STATE_VALIDATED",
    reference: `${reference}-A`,
    invoiceDate: today,
    lines: DEPOSIT_LINES,
  });
  return insertInvoice(db, {
    issuerId,
    companyId: q.companyId,
    quotationIds: [q.quotationId],
    type: "TYPE_SOLD",
    state: "STATE_VALIDATED",
    reference,
    invoiceDate: today,
    lines: SAMPLE_LINES,
    deducts: [deposit],
  });
}

const invoicePage = (invoiceId: number) => `${ADMIN_BASE}/compta/invoice/${invoiceId}`;

/** 'Créer un avoir sur cette facture' from the invoice's page (opened), landing on the draft. */
async function creditFromInvoice(page: TestPage, reference: string) {
  await waitForText(page, reference);
  await clickByText(page, "button", "Créer un avoir sur cette facture");
  await waitForText(page, "Êtes-vous certain de vouloir créer un Avoir sur cette facture ?");
  await clickByText(page, ".modal button", "Créer l'avoir");
  await waitForText(page, "Avoir en cours de création");
  await closeToasts(page);
}

describe("reducing a credit note made from a balance invoice", () => {
  it("credits 100,00 € in one step with 'Créditer un montant', validates it, and reads 100,00 €", async () => {
    const reference = "FA-RDB-2026-00001";
    const invoiceId = await balanceInvoice(reference);
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", invoicePage(invoiceId));
    await creditFromInvoice(page, reference);

    await openDialog(page, "Créditer un montant");
    await waitForPlain(page, `Facture ${reference} : 2 641,62 € TTC.`, ".modal");
    // A typo first: refused by the server under the field, nothing changed.
    await typeInto(page, "#credit-amount-ttc", "abc");
    await clickByText(page, ".modal button", "Enregistrer");
    await page.waitForSelector("#credit-amount-ttc[aria-invalid], .modal .field-error");
    expect(await textsOf(page, ".modal .field-error")).toEqual([
      "Le montant à créditer « abc » n'est pas un montant positif (par exemple 100,00)",
    ]);
    await typeInto(page, "#credit-amount-ttc", "100");
    await screenshot(page, "credit-amount-dialog");
    await clickByText(page, ".modal button", "Enregistrer");
    await waitForPlain(page, "L'avoir est mis à jour : 100,00 € TTC", "body");
    // By hand: 100,00 spread by each rate's TTC on the invoice (625,62 at 10 %, 2 016,00 at 20 %):
    // 23,68 = 21,53 HT + 2,15 TVA and 76,32 = 63,60 HT + 12,72 TVA; HT 85,13, TVA 14,87, TTC 100,00.
    await waitForMain(page, "Total TTC100,00 €");
    const draft = await page.$eval("main", (main) =>
      (main.textContent ?? "").replace(/[\u00a0\u202f]/g, " "),
    );
    expect(draft).toContain("Total HT85,13 €");
    expect(draft).toContain("TVA 10 % sur 21,53 €2,15 €");
    expect(draft).toContain("TVA 20 % sur 63,60 €12,72 €");
    expect(await textsOf(page, ".quotation-lines tbody tr td:nth-child(2) > strong")).toEqual([
      `Avoir sur la facture ${reference} (TVA 10 %)`,
      `Avoir sur la facture ${reference} (TVA 20 %)`,
    ]);
    await closeToasts(page);
    await screenshot(page, "credit-reduced-draft", true);

    await page.select("#credit-state", "CREDIT_STATE_VALIDATED");
    await page.click("#credit-confirm");
    await clickByText(page, "aside button", "Enregistrer");
    await waitForText(page, "L'avoir est bien sauvegardé");
    await page.waitForFunction(() => /Avoir AV-[A-Z0-9]+-\d{4}-\d{5}/.test(document.body.textContent ?? ""));
    await waitForMain(page, "Total TTC100,00 €");
    await waitForMain(page, "Reste à utiliser : 100,00 €");
    expect(await textsOf(page, "button")).not.toContain("Créditer un montant");
    await closeToasts(page);
    await screenshot(page, "credit-reduced-validated", true);
    expect(page.errors).toEqual([expect.stringContaining("status of 4")]);
    await page.close();
  });

  it("credits the 'Repas' line alone with 'Créditer des lignes'", async () => {
    const reference = "FA-RDB-2026-00002";
    const invoiceId = await balanceInvoice(reference);
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", invoicePage(invoiceId));
    await creditFromInvoice(page, reference);
    await openDialog(page, "Créditer des lignes");
    await page.waitForSelector(".credit-invoice-line input");
    expect(await textsOf(page, ".credit-invoice-line span:first-of-type")).toEqual(["Animation", "Repas"]);
    await clickByText(page, ".credit-invoice-line span", "Repas");
    await screenshot(page, "credit-lines-dialog");
    await clickByText(page, ".modal button", "Enregistrer");
    // By hand: 25 × 32,50 = 812,50 HT at 10 % + 81,25 = 893,75 TTC.
    await waitForPlain(page, "L'avoir est mis à jour : 893,75 € TTC", "body");
    await waitForMain(page, "Total TTC893,75 €");
    expect(await textsOf(page, ".quotation-lines tbody tr td:nth-child(2) > strong")).toEqual(["Repas"]);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
