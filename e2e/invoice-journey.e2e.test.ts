import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { type Db, invoices } from "@tronc/db";
import {
  addDays,
  formatEuros,
  formatFrenchDate,
  formatReference,
  parseReference,
  toParisDate,
} from "@tronc/domain";
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { loadSessionUser } from "../apps/api/src/auth/session-user";
import { updateTriangleCompany } from "../apps/api/src/modules/core/triangle-companies/save";
import { insertAcceptedQuotation } from "../apps/api/test/billing/invoicing-fixtures";
import {
  ADMIN_BASE,
  clickByText,
  closeToasts,
  loginAs,
  newPage,
  shotsDir,
  type TestPage,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();
const SHOTS = shotsDir("J");
const QUOTATION_REFERENCE = "DE-E2EJ-2026-00001";
const CLIENT = "Brasserie des Canuts";
const SIREN = "732829320";
const SIRET = "73282932000074";
/** FR + key + SIREN, the key being (12 + 3 × (732829320 mod 97)) mod 97 = 44. */
const VAT_NUMBER = "FR44732829320";
const WAIT = { timeout: 15_000 };

/** Every kind of space (French amounts use narrow no-break ones) made one plain space. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ");

const mainText = async (page: Page) => plain(await page.$eval("main", (main) => main.textContent ?? ""));

const shot = async (page: Page, name: string) => {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/**
 * The issuer's legal settings, saved by the admin through the group company's service (the demo leaves
 * the VAT number, legal form, capital, RCS, bank details, terms of sale and footer empty).
 */
async function dressIssuer(db: Db, issuerId: number, adminId: number) {
  const admin = await loadSessionUser(db, adminId);
  if (!admin) throw new Error("the demo admin is missing");
  await updateTriangleCompany(
    { db, user: admin, now: new Date() },
    {
      id: issuerId,
      tvaNumber: VAT_NUMBER,
      legalForm: "SAS",
      shareCapital: "10 000 €",
      rcs: "Lyon 732 829 320",
      pdfBanqInfos: "<p>IBAN FR76 3000 4000 0500 0012 3456 789 — BIC BNPAFRPPXXX</p>",
      cgv: "<p>Article 1 — Les présentes conditions générales de vente s'appliquent à toute commande.</p>",
      footerPdf: "<p>Triangle Événements — SAS au capital de 10 000 €</p>",
    },
  );
}

/**
 * The numbers the three validations will give, in order: the issuer's series continues from its highest
 * number of the year (the demo seed validated some of its invoices already).
 */
async function nextInvoiceNumbers(db: Db, issuerId: number, year: number) {
  const counters = (await db.select().from(invoices))
    .filter((row) => row.triangleCompanyId === issuerId && row.reference !== null)
    .map((row) => parseReference(row.reference ?? ""))
    .filter((parts) => parts.year === year)
    .map((parts) => parts.counter);
  const last = Math.max(0, ...counters);
  const number = (offset: number) => formatReference("invoice", "TEV", year, last + offset);
  return { depositNumber: number(1), partialNumber: number(2), balanceNumber: number(3) };
}

/** Opens the deposit or partial modal, types the percent or the amount, computes the other, creates. */
async function billAdvance(
  page: TestPage,
  kind: "Facture d'acompte" | "Facture partielle",
  typed: { percent: string } | { amount: string },
  expected: string,
) {
  await clickByText(page, "button", kind);
  await page.waitForSelector(".billing-figures", WAIT);
  if ("percent" in typed) {
    await typeInto(page, "#billing-percent", typed.percent);
    await clickByText(page, "button", "Calculer le montant");
    await page.waitForFunction(
      () => (document.querySelector("#billing-amount") as HTMLInputElement).value !== "",
      WAIT,
    );
    expect(plain(await page.$eval("#billing-amount", (input) => (input as HTMLInputElement).value))).toBe(
      expected,
    );
  } else {
    await typeInto(page, "#billing-amount", typed.amount);
    await clickByText(page, "button", "Calculer le pourcentage");
    await page.waitForFunction(
      () => (document.querySelector("#billing-percent") as HTMLInputElement).value !== "",
      WAIT,
    );
    expect(await page.$eval("#billing-percent", (input) => (input as HTMLInputElement).value)).toBe(expected);
  }
  await clickByText(
    page,
    ".modal button",
    kind === "Facture d'acompte" ? "Créer la facture d'acompte" : "Créer la facture partielle",
  );
  await waitForText(page, "La facture est bien créée");
  await closeToasts(page);
}

/** The invoice page shows a draft of this kind (the creation leads there). */
async function waitForDraftPage(page: Page, kind: string) {
  await page.waitForFunction(
    (wanted: string) => document.querySelector("h1")?.textContent === wanted,
    WAIT,
    `${kind} en cours de création`,
  );
}

const invoiceIdOfUrl = (page: Page) => Number(/\/compta\/invoice\/(\d+)$/.exec(page.url())?.[1]);

/** Back to the quotation through the invoice's 'Devis facturés' link. */
async function backToQuotation(page: Page) {
  await clickByText(page, "a", QUOTATION_REFERENCE);
  await waitForText(page, "Montants facturés");
}

/**
 * Waits until 'Montants facturés' reads these totals: the quotation kept from an earlier visit shows
 * until its fresh copy arrives.
 */
async function waitForBilled(page: Page, billed: string, left: string) {
  const read = (testId: string) =>
    page.$eval(`[data-testid="${testId}"]`, (cell) => cell.textContent ?? "").then(plain);
  await page
    .waitForFunction(
      (wanted: string[]) =>
        ["quotation-billed", "quotation-left"].every(
          (testId, index) =>
            document
              .querySelector(`[data-testid="${testId}"]`)
              ?.textContent?.replace(/[\s\u00a0\u202f]+/g, " ") === wanted[index],
        ),
      WAIT,
      [billed, left],
    )
    .catch(() => undefined);
  expect([await read("quotation-billed"), await read("quotation-left")]).toEqual([billed, left]);
}

/**
 * Validates the open draft as the accountant does: the validated state, 'Enregistrer' disabled until
 * the confirmation switch is on, then the number the header shows.
 */
async function validateOpenInvoice(page: TestPage, kind: string): Promise<string> {
  const saveDisabled = () =>
    page.$$eval("aside button", (buttons) =>
      buttons.find((button) => button.textContent?.trim() === "Enregistrer")?.hasAttribute("disabled"),
    );
  await page.select("#invoice-state", "STATE_VALIDATED");
  expect(await saveDisabled()).toBe(true);
  await page.click("#invoice-confirm");
  expect(await saveDisabled()).toBe(false);
  await clickByText(page, "aside button", "Enregistrer");
  await waitForText(page, "L'état est bien modifié");
  const title = await page.waitForFunction(
    (prefix: string) => {
      const text = document.querySelector("h1")?.textContent ?? "";
      return text.startsWith(`${prefix} FA-`) ? text.slice(prefix.length + 1) : null;
    },
    WAIT,
    kind,
  );
  await closeToasts(page);
  return (await title.jsonValue()) as string;
}

/** The print link's PDF as the browser opens it, with the page's session cookie. */
async function fetchPrint(page: Page, href: string) {
  return page.evaluate(async (url: string) => {
    const response = await fetch(url, { credentials: "same-origin" });
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return { status: response.status, type: response.headers.get("content-type"), base64: btoa(binary) };
  }, href);
}

describe("the invoicing journey", () => {
  it("bills a deposit, a partial and the balance of a quotation, validates each and prints the balance", async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const file of readdirSync(SHOTS)) if (file.startsWith("balance")) rmSync(`${SHOTS}/${file}`);
    const db = t.app.db;
    const issuerId = t.app.demo.companyIds[0] ?? 0;
    await dressIssuer(db, issuerId, t.app.demo.userIds.admin);
    // The sample quotation: 2 × 1 200,00 HT at 20 % and 25 × 32,50 HT at 10 % → HT 3 212,50;
    // VAT 480,00 + 81,25 = 561,25; TTC 3 773,75. Payment at 30 days.
    const q = await insertAcceptedQuotation(db, {
      issuerId,
      clientName: CLIENT,
      title: "Séminaire des Canuts",
      reference: QUOTATION_REFERENCE,
    });
    const today = toParisDate(new Date());
    const invoiceDate = formatFrenchDate(today);
    const { depositNumber, partialNumber, balanceNumber } = await nextInvoiceNumbers(
      db,
      issuerId,
      Number(today.slice(0, 4)),
    );
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}/compta/quotation/${q.quotationId}`);
    await waitForText(page, "Aucune facture sur ce devis.");

    // 1. Deposit of 30 %: 30 % × 3 773,75 = 1 132,125 → 1 132,13.
    await billAdvance(page, "Facture d'acompte", { percent: "30" }, "1 132,13");
    await waitForDraftPage(page, "Facture d'acompte");

    // 2. Back on the quotation, the deposit is listed: open it from there and validate it.
    await backToQuotation(page);
    // 3 773,75 − 1 132,13 = 2 641,62 left.
    await waitForBilled(page, "1 132,13 €", "2 641,62 €");
    const depositRow = plain(
      await page.$eval(".quotation-invoices-table tbody tr", (row) => row.textContent ?? ""),
    );
    expect(depositRow).toContain("Facture d'acompte Facture en cours de création");
    expect(depositRow).toContain("1 132,13 €");
    await clickByText(page, ".quotation-invoices-table a", "Facture en cours de création");
    await waitForDraftPage(page, "Facture d'acompte");
    expect(await mainText(page)).toContain("Reste à régler : 1 132,13 €");
    expect(await validateOpenInvoice(page, "Facture d'acompte")).toBe(depositNumber);

    // 3. A partial of 500,00 by amount: 500,00 / 3 773,75 = 13,249… % → 13,25 %; validated too.
    await backToQuotation(page);
    await billAdvance(page, "Facture partielle", { amount: "500" }, "13,25");
    await waitForDraftPage(page, "Facture partielle");
    expect(await mainText(page)).toContain("Reste à régler : 500,00 €");
    expect(await validateOpenInvoice(page, "Facture partielle")).toBe(partialNumber);

    // 4. The balance: 3 773,75 − 1 132,13 − 500,00 = 2 141,62, the two invoices deducted.
    await backToQuotation(page);
    // 1 132,13 + 500,00 = 1 632,13 billed.
    await waitForBilled(page, "1 632,13 €", "2 141,62 €");
    await clickByText(page, "button", "Facture de solde");
    await waitForText(page, `Elle facture tout ce qui reste (${formatEuros(214_162)})`);
    await clickByText(page, ".modal button", "Créer la facture de solde");
    await waitForText(page, "La facture de solde est bien créée");
    await closeToasts(page);
    await waitForDraftPage(page, "Facture de solde");
    const balanceId = invoiceIdOfUrl(page);
    const draftText = await mainText(page);
    expect(draftText).toContain("Reste à régler : 2 141,62 €");
    expect(draftText).toContain(`Déjà facturé : ${depositNumber} du ${invoiceDate}1 132,13 € TTC`);
    expect(draftText).toContain(`Déjà facturé : ${partialNumber} du ${invoiceDate}500,00 € TTC`);
    // The totals read in the PDF's order: the lines (3 773,75), minus 1 632,13 billed, net 2 141,62.
    expect(draftText).toContain("Total TTC des lignes3 773,75 €Déjà facturé TTC-1 632,13 €");
    expect(draftText).toContain("Net à payer2 141,62 €");
    await shot(page, "journey-balance-draft");
    expect(await validateOpenInvoice(page, "Facture de solde")).toBe(balanceNumber);
    // Payment at 30 days: due 30 days after today's invoice date.
    const dueDate = formatFrenchDate(addDays(today, 30));
    expect(await mainText(page)).toContain(`Date d'échéance ${dueDate}`);
    await shot(page, "journey-balance-validated");

    // The quotation is billed in full: 1 132,13 + 500,00 + 2 141,62 = 3 773,75, nothing left.
    await backToQuotation(page);
    // No reload: validating the invoice refreshes the quotation's page.
    await waitForBilled(page, "3 773,75 €", "0,00 €");
    // The table may first show the kept copy where the balance is still a draft without a number.
    await page.waitForFunction(
      (number: string) =>
        [...document.querySelectorAll(".quotation-invoices-table tbody tr")].some((row) =>
          row.textContent?.includes(number),
        ),
      {},
      balanceNumber,
    );
    const rows = (
      await page.$$eval(".quotation-invoices-table tbody tr", (all) =>
        all.map((row) => row.textContent ?? ""),
      )
    ).map(plain);
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.includes(depositNumber))).toContain("1 132,13 €");
    expect(rows.find((row) => row.includes(partialNumber))).toContain("500,00 €");
    expect(rows.find((row) => row.includes(balanceNumber))).toContain("2 141,62 €");
    await shot(page, "journey-quotation-billed");

    // 5. The balance's PDF, through its 'Imprimer' link.
    await clickByText(page, ".quotation-invoices-table a", balanceNumber);
    await waitForText(page, `Facture de solde ${balanceNumber}`);
    const printHref = `/admin/print_invoice/${balanceId}`;
    expect(
      await page.$$eval(`a[href="${printHref}"]`, (links) => links.map((link) => link.textContent)),
    ).toEqual(["Imprimer"]);
    const printed = await fetchPrint(page, printHref);
    expect(printed.status).toBe(200);
    expect(printed.type).toBe("application/pdf");
    const pdf = Buffer.from(printed.base64, "base64");
    writeFileSync(`${SHOTS}/balance.pdf`, pdf);
    const text = plain(execFileSync("pdftotext", ["-layout", `${SHOTS}/balance.pdf`, "-"]).toString("utf8"));
    execFileSync("pdftoppm", ["-png", "-r", "80", `${SHOTS}/balance.pdf`, `${SHOTS}/balance`]);
    for (const mention of [
      // The seller: name, address, legal form and capital, SIREN/SIRET, RCS, VAT number.
      "Triangle Événements",
      "12 rue de la République",
      "SAS au capital de 10 000 €",
      `SIREN : ${SIREN} · SIRET : ${SIRET}`,
      "RCS Lyon 732 829 320",
      `N° TVA intracommunautaire : ${VAT_NUMBER}`,
      // The buyer, the number and the dates.
      CLIENT,
      "FACTURE",
      `Numéro ${balanceNumber}`,
      `Date de facture ${invoiceDate}`,
      `Date de la prestation ${invoiceDate}`,
      `Échéance ${dueDate}`,
      // The quotation's lines, the whole sale.
      "Animation",
      "1 200,00 €",
      "Repas",
      "32,50 €",
      // The deposit, split as the rates' TTC (2 880,00 and 893,75 of 3 773,75): 30 % → 864,00 and
      // 268,125 → 268,13; 864,00 / 1,2 = 720,00 HT + 144,00 VAT; 268,13 / 1,1 = 243,754… → 243,75 HT +
      // 24,38 VAT (24,375 rounded up) → HT 963,75, VAT 168,38, TTC 1 132,13.
      `Facture d'acompte ${depositNumber} du ${invoiceDate} 963,75 € 168,38 € 1 132,13 €`,
      // The partial, 500,00 split the same way: 381,583… and 118,416…, floored 381,58 + 118,41 = 499,99,
      // the cent left to the larger remainder → 118,42; 381,58 / 1,2 = 317,983… → 317,98 HT + 63,60 VAT;
      // 118,42 / 1,1 = 107,654… → 107,65 HT + 10,77 VAT (10,765 rounded up) → HT 425,63, VAT 74,37.
      `Facture partielle ${partialNumber} du ${invoiceDate} 425,63 € 74,37 € 500,00 €`,
      // VAT per rate net of both: 20 %: 2 400,00 − 720,00 − 317,98 = 1 362,02 HT, 480,00 − 144,00 −
      // 63,60 = 272,40; 10 %: 812,50 − 243,75 − 107,65 = 461,10 HT, 81,25 − 24,38 − 10,77 = 46,10.
      "20 % 1 362,02 € 272,40 €",
      "10 % 461,10 € 46,10 €",
      "Total HT des lignes 3 212,50 €",
      "Total TVA des lignes 561,25 €",
      "Total TTC des lignes 3 773,75 €",
      // 1 132,13 + 500,00 = 1 632,13 deducted; 3 212,50 − 963,75 − 425,63 = 1 823,12 HT;
      // 561,25 − 168,38 − 74,37 = 318,50 VAT; 1 823,12 + 318,50 = 2 141,62.
      "Déjà facturé TTC -1 632,13 €",
      "Total HT 1 823,12 €",
      "Total TVA 318,50 €",
      "Net à payer 2 141,62 €",
      // The mentions under the totals.
      "Nature de l'opération : Prestation de services",
      `Date d'échéance : ${dueDate}`,
      "Conditions de paiement : 30 jours",
      "Pénalités de retard : Taux de refinancement de la Banque centrale européenne majoré de 10 points",
      "Indemnité forfaitaire pour frais de recouvrement : 40 €",
      "Pas d'escompte pour paiement anticipé",
      "IBAN FR76 3000 4000 0500 0012 3456 789",
      "Conditions générales de vente",
      `Triangle Événements — SAS au capital de 10 000 € — Facture de solde ${balanceNumber}`,
    ]) {
      expect(text).toContain(mention);
    }
    expect(text).not.toContain("BROUILLON");
    expect(text).not.toContain("Option pour le paiement de la taxe d'après les débits");
    expect(readdirSync(SHOTS).filter((file) => /^balance-\d+\.png$/.test(file)).length).toBeGreaterThan(0);
    expect(page.errors).toEqual([]);
  }, 180_000);
});
