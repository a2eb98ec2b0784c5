import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { documentCounters, triangleCompanies } from "@tronc/db";
import { addDays, formatFrenchDate, formatReference, toCents, toParisDate } from "@tronc/domain";
import { describe, expect, it } from "vitest";
import { insertAcceptedQuotation, insertInvoice } from "../apps/api/test/billing/invoicing-fixtures";
import {
  ADMIN_BASE,
  clickByText,
  closeToasts,
  loginAs,
  newPage,
  selectWhenOffered,
  shotsDir,
  type TestPage,
  typeInto,
  untilStill,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();
const SHOTS = shotsDir("H7");
const CLIENT = "Cristallerie des Pentes";
const WAIT = { timeout: 15_000 };

/** Every kind of space (French amounts use narrow no-break ones) made one plain space. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ").trim();

/** The main part of the page, text nodes joined by a space and spaces collapsed. */
const mainText = (page: TestPage) =>
  page.$eval("main", (main) => {
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "");
    return parts.join(" ").replace(/[\s\u00a0\u202f]+/g, " ");
  });

/** Waits until the main part of the page reads `text` (text nodes joined by a space, plain spaces). */
async function waitForMain(page: TestPage, text: string) {
  await page
    .waitForFunction(
      (wanted: string) => {
        const main = document.querySelector("main");
        if (!main) return false;
        const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        const parts: string[] = [];
        while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "");
        return parts
          .join(" ")
          .replace(/[\s\u00a0\u202f]+/g, " ")
          .includes(wanted);
      },
      WAIT,
      text,
    )
    .catch(() => undefined);
  // Said again outside the wait: a failure shows what the page read instead.
  expect(await mainText(page)).toContain(text);
}

/** The texts of the elements matching `selector`, text nodes joined by a space, spaces collapsed. */
const textsIn = (page: TestPage, selector: string) =>
  page.$$eval(selector, (elements) =>
    elements.map((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "");
      return parts
        .join(" ")
        .replace(/[\s\u00a0\u202f]+/g, " ")
        .trim();
    }),
  );

const toastTexts = (page: TestPage) => textsIn(page, ".toast .toast-message");

/** A full-page screenshot from the top (scrolled, the sticky top bar would print mid-page). */
async function shootPage(page: TestPage, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Waits for the open dialog to settle (its opening transition done), as a person would before typing. */
async function settledDialog(page: TestPage) {
  const dialog = await page.waitForSelector(".modal");
  if (dialog) await untilStill(dialog);
}

async function shootDialog(page: TestPage, name: string) {
  await settledDialog(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const fieldValue = (page: TestPage, selector: string) =>
  page.$eval(selector, (field) => (field as HTMLInputElement).value).then(plain);

/** Follows the page's link to the client sheet (the invoice's and the credit's header have one). */
async function openClientSheet(page: TestPage, companyId: number) {
  await page.click(`main a[href="${ADMIN_BASE}/companies/${companyId}"]`);
  await page.waitForSelector('#client-tab-reporting[aria-selected="true"]', WAIT);
}

/** The four figures of the client sheet's Reporting tab, once they read `expected`. */
async function expectReporting(page: TestPage, expected: string[]) {
  await page
    .waitForFunction(
      (wanted: string[]) => {
        const figures = Array.from(document.querySelectorAll(".client-reporting-figures > div"));
        return (
          figures.length === wanted.length &&
          figures.every(
            (figure, index) =>
              Array.from(figure.children)
                .map((child) => child.textContent ?? "")
                .join(" ")
                .replace(/[\s\u00a0\u202f]+/g, " ")
                .trim() === wanted[index],
          )
        );
      },
      WAIT,
      expected,
    )
    .catch(() => undefined);
  expect(await textsIn(page, ".client-reporting-figures > div")).toEqual(expected);
}

/** The client sheet's 'Factures' tab, then the invoice's card link. */
async function openInvoiceFromClientSheet(page: TestPage, invoiceId: number, reference: string) {
  await clickByText(page, "button[role=tab]", "Factures");
  await page.waitForSelector(`.client-accounting .invoice-item[data-invoice-id="${invoiceId}"]`, WAIT);
  await page.click(`.invoice-item[data-invoice-id="${invoiceId}"] .invoice-item-link`);
  await waitForText(page, `Facture partielle ${reference}`);
}

/** The next number of the issuer's credit series this year (the demo seed may have used some). */
async function nextCreditNumber(issuerId: number, year: number) {
  const db = t.app.db;
  const issuer = (await db.select().from(triangleCompanies)).find((row) => row.id === issuerId);
  const counter = (await db.select().from(documentCounters)).find(
    (row) => row.series === "credit" && row.triangleCompanyId === issuerId && row.year === year,
  );
  return formatReference("credit", issuer?.code ?? "", year, (counter?.lastValue ?? 0) + 1);
}

/**
 * Issue 14 end to end, as the accountant, in one browser session: the pages are reached by the app's
 * own links (client sheet, invoice, credit, menu), not reloaded, so figures cached by an earlier visit
 * must be refreshed by the payment or the credit that changed them.
 */
describe("the money-in journey", () => {
  it("pays an invoice by transfer, credits another, spends the credit on the first, then reads collections and the client sheet", async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const file of readdirSync(SHOTS)) rmSync(`${SHOTS}/${file}`);
    const db = t.app.db;
    const issuerId = t.app.demo.companyIds[0] ?? 0;
    const today = toParisDate(new Date());
    const year = Number(today.slice(0, 4));
    const todayFr = formatFrenchDate(today);
    // The quotation: 1 000,00 + 900,00 HT at 20 % → 1 900,00 HT, 2 280,00 TTC; billed in two parts.
    const q = await insertAcceptedQuotation(db, {
      issuerId,
      clientName: CLIENT,
      title: "Salon des verriers",
      lines: [
        { name: "Location de la verrière", quantity: "1", unitPriceCents: toCents(100_000), vatRate: "20" },
        { name: "Atelier de soufflage", quantity: "1", unitPriceCents: toCents(90_000), vatRate: "20" },
      ],
    });
    const numbered = { state: "STATE_VALIDATED" as const, type: "TYPE_MONTHLY" as const };
    const dates = { invoiceDate: today, eligibleAt: addDays(today, 30) };
    // Invoice A: 1 000,00 HT + 20 % (200,00) = 1 200,00 TTC.
    const refA = `FA-MIJ-${year}-00001`;
    const invoiceA = await insertInvoice(db, {
      issuerId,
      companyId: q.companyId,
      quotationIds: [q.quotationId],
      ...numbered,
      ...dates,
      reference: refA,
      lines: [
        { name: "Location de la verrière", quantity: "1", unitPriceCents: toCents(100_000), vatRate: "20" },
      ],
    });
    // Invoice B: 900,00 HT + 20 % (180,00) = 1 080,00 TTC.
    const refB = `FA-MIJ-${year}-00002`;
    const invoiceB = await insertInvoice(db, {
      issuerId,
      companyId: q.companyId,
      quotationIds: [q.quotationId],
      ...numbered,
      ...dates,
      reference: refB,
      lines: [
        { name: "Atelier de soufflage", quantity: "1", unitPriceCents: toCents(90_000), vatRate: "20" },
      ],
    });

    const page = await newPage(t.browser);

    // 0. The client sheet before anything: revenue 1 000,00 + 900,00 = 1 900,00 HT and
    //    1 200,00 + 1 080,00 = 2 280,00 TTC, all of it to collect, no credit.
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}/companies/${q.companyId}`);
    await page.waitForSelector('#client-tab-reporting[aria-selected="true"]', WAIT);
    await expectReporting(page, [
      "Chiffre d'affaires HT 1 900,00 €",
      "Chiffre d'affaires TTC 2 280,00 €",
      "Reste à encaisser TTC 2 280,00 €",
      "Avoirs à utiliser 0,00 €",
    ]);
    await page.$eval("#client-accounting-title", (title) => title.scrollIntoView());
    await page.screenshot({ path: `${SHOTS}/00-client-before.png` });

    // 1. Invoice A, 500,00 by bank transfer: 1 200,00 − 500,00 = 700,00 left.
    await openInvoiceFromClientSheet(page, invoiceA, refA);
    await waitForMain(page, "Reste à régler : 1 200,00 €");
    await clickByText(page, "button", "Ajouter un paiement");
    await page.waitForSelector("#payment-amount");
    await settledDialog(page);
    expect(await fieldValue(page, "#payment-amount")).toBe("1 200,00");
    await typeInto(page, "#payment-amount", "500,00");
    await page.select("#payment-type", "TYPE_ADVANCE");
    await page.select("#payment-mode", "MODE_BANK_TRANSFER");
    await shootDialog(page, "01-payment-transfer");
    await clickByText(page, ".modal button", "Enregistrer");
    await waitForText(page, "Paiement enregistré");
    await waitForMain(page, "Reste à régler : 700,00 €");
    expect(await textsIn(page, ".payment-item")).toEqual([
      expect.stringMatching(new RegExp(`^${todayFr} 500,00 € Acompte · Virement bancaire`)),
    ]);
    await closeToasts(page);
    await shootPage(page, "02-invoice-a-transfer");

    // Back on the client sheet through the invoice's header: 2 280,00 − 500,00 = 1 780,00 to collect.
    await openClientSheet(page, q.companyId);
    await expectReporting(page, [
      "Chiffre d'affaires HT 1 900,00 €",
      "Chiffre d'affaires TTC 2 280,00 €",
      "Reste à encaisser TTC 1 780,00 €",
      "Avoirs à utiliser 0,00 €",
    ]);

    // 2. Invoice B credited: the draft copies its line (1 080,00 TTC), lowered to 800,00 HT
    //    → 800,00 + 20 % (160,00) = 960,00 TTC, then validated and numbered.
    await openInvoiceFromClientSheet(page, invoiceB, refB);
    await clickByText(page, "button", "Créer un avoir sur cette facture");
    await waitForText(page, "Êtes-vous certain de vouloir créer un Avoir sur cette facture ?");
    await clickByText(page, ".modal button", "Créer l'avoir");
    await waitForText(page, "L'avoir est créé, vous pouvez modifier les montants...");
    await waitForText(page, "Avoir en cours de création");
    await waitForMain(page, "Total TTC 1 080,00 €");
    expect(await mainText(page)).toContain(`Facture corrigée : ${refB}`);
    await closeToasts(page);
    await shootPage(page, "03-credit-draft");
    await page.click('[aria-label^="Modifier la ligne"]');
    await page.waitForSelector("#cl-price");
    await settledDialog(page);
    await typeInto(page, "#cl-price", "800");
    await shootDialog(page, "04-credit-line");
    await clickByText(page, ".modal button", "Enregistrer");
    await waitForText(page, "La modification est bien enregistrée");
    await waitForMain(page, "Total TTC 960,00 €");
    const draftTotals = await mainText(page);
    expect(draftTotals).toContain("Total HT 800,00 €");
    expect(draftTotals).toContain("TVA 20 % sur 800,00 € 160,00 €");
    await closeToasts(page);

    const creditNumber = await nextCreditNumber(issuerId, year);
    await page.select("#credit-state", "CREDIT_STATE_VALIDATED");
    await waitForMain(page, "Confirmez la création définitive de l'avoir");
    await page.click("#credit-confirm");
    await clickByText(page, "aside button", "Enregistrer");
    await waitForText(page, "L'avoir est bien sauvegardé");
    await waitForText(page, `Avoir ${creditNumber}`);
    expect(await page.$eval("#credit-state", (select) => (select as HTMLSelectElement).value)).toBe(
      "CREDIT_STATE_VALIDATED",
    );
    await waitForMain(page, "Reste à utiliser : 960,00 €");
    await closeToasts(page);
    await shootPage(page, "05-credit-validated");

    // The client sheet through the credit's header: revenue 1 900,00 − 800,00 = 1 100,00 HT and
    // 2 280,00 − 960,00 = 1 320,00 TTC; still 1 780,00 to collect (an unspent credit pays nothing);
    // 960,00 of credit to use.
    await openClientSheet(page, q.companyId);
    await expectReporting(page, [
      "Chiffre d'affaires HT 1 100,00 €",
      "Chiffre d'affaires TTC 1 320,00 €",
      "Reste à encaisser TTC 1 780,00 €",
      "Avoirs à utiliser 960,00 €",
    ]);

    // 3. Invoice A's 700,00 paid with the credit: nothing left, paid today.
    await openInvoiceFromClientSheet(page, invoiceA, refA);
    await waitForMain(page, "Reste à régler : 700,00 €");
    await clickByText(page, "button", "Ajouter un paiement");
    await page.waitForSelector("#payment-amount");
    await settledDialog(page);
    expect(await fieldValue(page, "#payment-amount")).toBe("700,00");
    await selectWhenOffered(page, "#payment-mode", "MODE_CREDIT");
    await page.waitForSelector("#payment-credit");
    expect((await textsIn(page, "#payment-credit option")).map(plain)).toEqual([
      "Choisir un avoir…",
      `${creditNumber} — reste 960,00 €`,
    ]);
    const creditValue = await page.$$eval("#payment-credit option", (options) => options[1]?.value ?? "");
    await page.select("#payment-credit", creditValue);
    await shootDialog(page, "06-payment-credit");
    await clickByText(page, ".modal button", "Enregistrer");
    await waitForText(page, "Paiement enregistré");
    await waitForMain(page, `Réglée le ${todayFr}`);
    await waitForMain(page, "Reste à régler : 0,00 €");
    const paidItems = await textsIn(page, ".payment-item");
    expect(paidItems).toHaveLength(2);
    expect(paidItems).toContainEqual(expect.stringContaining(`700,00 € Solde · Avoir ${creditNumber}`));
    expect(paidItems).toContainEqual(expect.stringContaining("500,00 € Acompte · Virement bancaire"));
    expect(await mainText(page)).not.toContain("Ajouter un paiement");
    await closeToasts(page);
    await shootPage(page, "07-invoice-a-paid");

    // 4. The credit, through the payment's link: 960,00 − 700,00 = 260,00 left, partly used.
    await clickByText(page, ".payment-item a", creditNumber);
    await waitForText(page, `Avoir ${creditNumber}`);
    await waitForMain(page, "Reste à utiliser : 260,00 €");
    expect(await page.$eval("#credit-state", (select) => (select as HTMLSelectElement).value)).toBe(
      "CREDIT_STATE_PARTIALY_USED",
    );
    expect(await mainText(page)).toContain("Partiellement utilisé");
    expect(await textsIn(page, '[aria-label="Paiements réalisés avec cet avoir"] tbody tr')).toEqual([
      `${todayFr} ${refA} Solde Avoir 700,00 €`,
    ]);
    expect(await textsIn(page, ".credit-uses-total")).toEqual(["Total utilisé 700,00 €"]);
    await shootPage(page, "08-credit-partly-used");

    // 5. 'Encaissements client' (from the accounting menu), searched by the client's name: the two
    //    payments, newest first, 500,00 + 700,00 = 1 200,00 TTC.
    await clickByText(page, ".topbar-toggle", "Comptabilité");
    await clickByText(page, '[role="menuitem"]', "Encaissements client");
    await page.waitForSelector("#collection-search", WAIT);
    await typeInto(page, "#collection-search", "Cristallerie");
    await page.waitForFunction(
      () =>
        document.querySelectorAll(".collection-table tbody tr").length === 2 &&
        !document.querySelector('.collection-table[aria-busy="true"]'),
      WAIT,
    );
    await waitForMain(page, "2 encaissements");
    const issuer = (await textsIn(page, ".collection-table tbody tr td:nth-child(3)"))[0] ?? "";
    expect(await textsIn(page, ".collection-table tbody tr")).toEqual([
      `${todayFr} ${CLIENT} ${issuer} ${refA} Solde Avoir ${creditNumber} 700,00 €`,
      `${todayFr} ${CLIENT} ${issuer} ${refA} Acompte Virement bancaire 500,00 €`,
    ]);
    expect(
      plain(await page.$eval('[data-testid="collection-total-ttc"]', (total) => total.textContent ?? "")),
    ).toBe("1 200,00 €");
    await shootPage(page, "09-collections");

    // 6. The client sheet from a collection's client: revenue 1 000,00 + 900,00 − 800,00 = 1 100,00 HT
    //    and 1 200,00 + 1 080,00 − 960,00 = 1 320,00 TTC (numbered invoices less the issued credit);
    //    to collect: A 1 200,00 − 500,00 − 700,00 = 0,00 plus B 1 080,00 = 1 080,00; credit to use
    //    960,00 − 700,00 = 260,00.
    await page.click(
      `.collection-table tbody tr:first-child a[href="${ADMIN_BASE}/companies/${q.companyId}"]`,
    );
    await page.waitForSelector('#client-tab-reporting[aria-selected="true"]', WAIT);
    await expectReporting(page, [
      "Chiffre d'affaires HT 1 100,00 €",
      "Chiffre d'affaires TTC 1 320,00 €",
      "Reste à encaisser TTC 1 080,00 €",
      "Avoirs à utiliser 260,00 €",
    ]);
    expect(await textsIn(page, ".client-reporting-table tbody tr")).toEqual([
      `${issuer} 1 100,00 € 1 320,00 € 1 080,00 € 260,00 €`,
    ]);
    await page.$eval("#client-accounting-title", (title) => title.scrollIntoView());
    await page.screenshot({ path: `${SHOTS}/10-client-reporting.png` });

    // Its invoices: A paid today, B still waiting for its 1 080,00; its credit holds 260,00.
    await clickByText(page, "button[role=tab]", "Factures");
    // The cards kept from the first visit show until their fresh copy arrives: wait for it.
    await page.waitForFunction(
      (paidOn: string) =>
        document.querySelectorAll(".client-accounting .invoice-item").length === 2 &&
        (document.querySelector(".client-accounting")?.textContent ?? "").includes(paidOn),
      WAIT,
      "Réglée le",
    );
    const invoiceCards = await textsIn(page, ".client-accounting .invoice-item");
    expect(invoiceCards.find((card) => card.includes(refA))).toContain(`Réglée le ${todayFr}`);
    expect(invoiceCards.find((card) => card.includes(refB))).toContain("Reste à régler 1 080,00 €");
    await page.$eval("#client-accounting-title", (title) => title.scrollIntoView());
    await page.screenshot({ path: `${SHOTS}/11-client-invoices.png` });
    await clickByText(page, "button[role=tab]", "Avoirs");
    await page.waitForFunction(
      () => document.querySelectorAll(".client-accounting .credit-item").length === 1,
      WAIT,
    );
    const [creditCard] = await textsIn(page, ".client-accounting .credit-item");
    expect(creditCard).toContain(creditNumber);
    expect(creditCard).toContain("Partiellement utilisé");
    expect(creditCard).toContain("Reste à utiliser 260,00 €");
    await page.$eval("#client-accounting-title", (title) => title.scrollIntoView());
    await page.screenshot({ path: `${SHOTS}/12-client-credits.png` });

    expect(await toastTexts(page)).toEqual([]);
    expect(page.errors).toEqual([]);
    await page.close();
  }, 180_000);
});
