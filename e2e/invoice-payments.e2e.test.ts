import { mkdirSync } from "node:fs";
import { forecastPayments } from "@tronc/db";
import { toCents, toParisDate } from "@tronc/domain";
import { describe, expect, it } from "vitest";
import { insertAcceptedQuotation, insertInvoice } from "../apps/api/test/billing/invoicing-fixtures";
import { insertCredit } from "../apps/api/test/money-in/money-in-fixtures";
import {
  ADMIN_BASE,
  clickByText,
  closeToasts,
  loginAs,
  newPage,
  shotsDir,
  typeInto,
  untilStill,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();
const shots = shotsDir("H3");

type TestPage = Awaited<ReturnType<typeof newPage>>;

/** A full-page screenshot from the top (scrolled, the sticky top bar would print mid-page). */
async function shootPage(page: TestPage, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** Waits for the open dialog to settle (its opening transition done), as a person would before typing. */
async function settledDialog(page: TestPage) {
  const dialog = await page.waitForSelector(".modal");
  if (dialog) await untilStill(dialog);
}

/** A screenshot of the open dialog once it has settled. */
async function shootDialog(page: TestPage, name: string) {
  await settledDialog(page);
  await page.screenshot({ path: `${shots}/${name}.png` });
}

/** The page's text with the non-breaking spaces of French amounts made plain. */
const pageText = (page: TestPage) =>
  page.$eval("main", (main) => (main.textContent ?? "").replace(/[\u00a0\u202f]/g, " "));

/** Waits until the main part of the page reads `text` (amounts with plain spaces). */
const waitForMain = (page: TestPage, text: string) =>
  page.waitForFunction(
    (wanted: string) =>
      (document.querySelector("main")?.textContent ?? "").replace(/[\u00a0\u202f]/g, " ").includes(wanted),
    { timeout: 20_000 },
    text,
  );

/** The texts of the toasts shown, plain spaces. */
const toastTexts = (page: TestPage) =>
  page.$$eval(".toast .toast-message", (toasts) =>
    toasts.map((toast) => (toast.textContent ?? "").replace(/[\u00a0\u202f]/g, " ").trim()),
  );

/** A field's value, plain spaces (amounts are written '1 132,13' with a narrow no-break space). */
const fieldValue = (page: TestPage, selector: string) =>
  page.$eval(selector, (field) => (field as HTMLInputElement).value.replace(/[\u00a0\u202f]/g, " "));

const modalButton = (page: TestPage, text: string) => clickByText(page, ".modal button", text);

/** The sample deposit: 720,00 HT at 20 % and 243,75 HT at 10 % → VAT 144,00 + 24,38 → 1 132,13 TTC. */
const DEPOSIT_LINES = [
  { name: "Acompte de 30 %", quantity: "1", unitPriceCents: toCents(72_000), vatRate: "20" },
  { name: "Acompte de 30 %", quantity: "1", unitPriceCents: toCents(24_375), vatRate: "10" },
];

describe("the payments of an invoice", () => {
  it("pays by transfer then by a credit note, reads 'Réglée le', the credit's use, and a payment removed", async () => {
    mkdirSync(shots, { recursive: true });
    const db = t.app.db;
    const issuerId = t.app.demo.companyIds[0] ?? 0;
    const today = toParisDate(new Date());
    const q = await insertAcceptedQuotation(db, { issuerId, title: "Congrès d'hiver" });
    const invoiceId = await insertInvoice(db, {
      issuerId,
      companyId: q.companyId,
      quotationIds: [q.quotationId],
      type: "TYPE_ADVANCE",
      state: "STATE_VALIDATED",
      reference: "FA-PAY-2026-00001",
      invoiceDate: today,
      lines: DEPOSIT_LINES,
    });
    // A validated credit of the same client and issuer: 800,00 HT at 20 % → 960,00 TTC.
    const creditId = await insertCredit(db, {
      issuerId,
      companyId: q.companyId,
      state: "CREDIT_STATE_VALIDATED",
      reference: "AV-PAY-2026-00001",
      creditDate: today,
      lines: [{ name: "Geste commercial", quantity: "1", unitPriceCents: toCents(80_000), vatRate: "20" }],
    });
    const invoicePath = `${ADMIN_BASE}/compta/invoice/${invoiceId}`;
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", invoicePath);
    await waitForText(page, "Facture d'acompte FA-PAY-2026-00001");
    // The payments come with their own answer.
    await page.waitForSelector(".payment-list");
    expect(await pageText(page)).toContain("Reste à régler : 1 132,13 €");
    expect(await pageText(page)).toContain("Aucun règlement pour l'instant.");

    // 500,00 by transfer: the modal offers what is left and today; 1 132,13 − 500,00 = 632,13.
    await clickByText(page, "button", "Ajouter un paiement");
    await page.waitForSelector("#payment-amount");
    await settledDialog(page);
    expect(await fieldValue(page, "#payment-amount")).toBe("1 132,13");
    expect(await fieldValue(page, "#payment-date")).toBe(today);
    const modes = await page.$$eval("#payment-mode option", (options) =>
      options.map((option) => option.textContent),
    );
    expect(modes).toEqual(["Choisir…", "CB", "Espèce", "Chèque", "Virement bancaire", "Avoir"]);
    await typeInto(page, "#payment-amount", "500,00");
    await page.select("#payment-type", "TYPE_ADVANCE");
    await page.select("#payment-mode", "MODE_BANK_TRANSFER");
    await typeInto(page, "#payment-comment", "Virement reçu le matin");
    await shootDialog(page, "payment-modal-transfer");
    await modalButton(page, "Enregistrer");
    await waitForText(page, "Paiement enregistré");
    await waitForMain(page, "Reste à régler : 632,13 €");
    const afterTransfer = await pageText(page);
    expect(afterTransfer).toContain("Acompte · Virement bancaire");
    expect(afterTransfer).toContain("500,00 €");
    expect(afterTransfer).toContain("Virement reçu le matin");
    await closeToasts(page);

    // More than is left is refused with the server's sentence, and nothing moves.
    await clickByText(page, "button", "Ajouter un paiement");
    await page.waitForSelector("#payment-amount");
    await settledDialog(page);
    expect(await fieldValue(page, "#payment-amount")).toBe("632,13");
    await typeInto(page, "#payment-amount", "700,00");
    await page.select("#payment-mode", "MODE_CHECK");
    await modalButton(page, "Enregistrer");
    await page.waitForSelector(".toast-error");
    expect(await toastTexts(page)).toEqual([
      "Le montant saisi (700,00 €) dépasse le reste à régler (632,13 €)",
    ]);
    await closeToasts(page);

    // The rest by the credit: 'Avoir' asks for a credit first, then pays 632,13 out of 960,00.
    await page.select("#payment-mode", "MODE_CREDIT");
    await page.waitForSelector("#payment-credit");
    await typeInto(page, "#payment-amount", "632,13");
    await modalButton(page, "Enregistrer");
    await page.waitForSelector("#payment-credit-error");
    expect(await toastTexts(page)).toEqual(["Vous devez sélectionner un avoir dans la liste"]);
    expect(
      await page.$$eval("#payment-credit option", (options) =>
        options.map((option) => (option.textContent ?? "").replace(/[\u00a0\u202f]/g, " ")),
      ),
    ).toEqual(["Choisir un avoir…", "AV-PAY-2026-00001 — reste 960,00 €"]);
    await closeToasts(page);
    await page.select("#payment-credit", String(creditId));
    await page.select("#payment-type", "TYPE_SOLD");
    await shootDialog(page, "payment-modal-credit");
    await modalButton(page, "Enregistrer");
    await waitForText(page, "Paiement enregistré");
    const paidOn = `Réglée le ${today.split("-").reverse().join("/")}`;
    await waitForMain(page, paidOn);
    const paid = await pageText(page);
    expect(paid).toContain("Reste à régler : 0,00 €");
    expect(paid).toContain("Solde · Avoir AV-PAY-2026-00001");
    expect(await page.$eval("#invoice-state", (select) => (select as HTMLSelectElement).value)).toBe(
      "STATE_PAID",
    );
    expect(paid).not.toContain("Ajouter un paiement");
    expect(paid).not.toContain("Créer un avoir sur cette facture");
    await closeToasts(page);
    await shootPage(page, "invoice-paid");

    // The credit's page lists where it went and what is left: 960,00 − 632,13 = 327,87.
    await clickByText(page, "a", "AV-PAY-2026-00001");
    await waitForText(page, "Avoir AV-PAY-2026-00001");
    await waitForMain(page, "Reste à utiliser : 327,87 €");
    const creditPage = await pageText(page);
    expect(creditPage).toContain("Partiellement utilisé");
    expect(creditPage).toContain("FA-PAY-2026-00001");
    expect(creditPage).toContain("Total utilisé632,13 €");
    await shootPage(page, "credit-used");

    // Back on the invoice, the credit payment removed: 632,13 is due again, the credit whole again.
    await page.goto(`${t.app.baseUrl}${invoicePath}`, { waitUntil: "domcontentloaded" });
    await waitForMain(page, paidOn);
    // The payments come with their own answer: the one drawn on the credit among them.
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll(".payment-item")).some((item) =>
          item.textContent?.includes("AV-PAY-2026-00001"),
        ),
      { timeout: 15_000 },
    );
    const creditPayment = await page.$$eval(".payment-item", (items) =>
      items.find((item) => item.textContent?.includes("AV-PAY-2026-00001"))?.getAttribute("data-payment-id"),
    );
    await page.click(`[data-payment-id="${creditPayment}"] .btn-danger`);
    await waitForText(page, "Etes-vous sûr de vouloir supprimer ce paiement ?");
    await shootDialog(page, "payment-delete-confirm");
    await modalButton(page, "Supprimer");
    await waitForText(page, "La suppression est bien enregistrée");
    await waitForMain(page, "Reste à régler : 632,13 €");
    // The button comes back once the invoice's payment options are read again.
    await waitForMain(page, "Ajouter un paiement");
    const unpaid = await pageText(page);
    expect(unpaid).not.toContain("Réglée le");
    expect(unpaid).toContain("Ajouter un paiement");
    expect(unpaid).not.toContain("AV-PAY-2026-00001");
    await closeToasts(page);

    // The transfer changed to 400,00 in the same modal: 1 132,13 − 400,00 = 732,13.
    await clickByText(page, ".payment-item button", "Modifier");
    await page.waitForSelector("#payment-amount");
    await settledDialog(page);
    expect(await fieldValue(page, "#payment-amount")).toBe("500,00");
    expect(await page.$eval("#payment-mode", (select) => (select as HTMLSelectElement).value)).toBe(
      "MODE_BANK_TRANSFER",
    );
    await typeInto(page, "#payment-amount", "400");
    await modalButton(page, "Enregistrer");
    await waitForText(page, "Paiement enregistré");
    await waitForMain(page, "Reste à régler : 732,13 €");
    await shootPage(page, "invoice-payments-list");

    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/compta/credit/${creditId}`, {
      waitUntil: "domcontentloaded",
    });
    await waitForMain(page, "Reste à utiliser : 960,00 €");
    expect(await pageText(page)).toContain("Cet avoir n'a encore servi à aucun paiement.");
    // The two refusals, and only they, log their 4xx in the console (the local one asks nothing).
    expect(page.errors).toEqual([expect.stringContaining("status of 4")]);
  });

  it("asks which forecast payment a payment settles when the quotation has a schedule", async () => {
    const db = t.app.db;
    const issuerId = t.app.demo.companyIds[0] ?? 0;
    const today = toParisDate(new Date());
    const q = await insertAcceptedQuotation(db, { issuerId, title: "Festival", reference: "DE-PAY-2026-7" });
    const invoiceId = await insertInvoice(db, {
      issuerId,
      companyId: q.companyId,
      quotationIds: [q.quotationId],
      type: "TYPE_ADVANCE",
      state: "STATE_VALIDATED",
      reference: "FA-PAY-2026-00003",
      invoiceDate: today,
      lines: DEPOSIT_LINES,
    });
    // The quotation's schedule: 1 132,13 in December, the rest in January.
    const [december] = await db
      .insert(forecastPayments)
      .values([
        { quotationId: q.quotationId, date: "2026-12-15", amountCents: toCents(113_213) },
        { quotationId: q.quotationId, date: "2027-01-15", amountCents: toCents(264_162) },
      ])
      .returning({ id: forecastPayments.id });
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}/compta/invoice/${invoiceId}`);
    await waitForText(page, "FA-PAY-2026-00003");
    await clickByText(page, "button", "Ajouter un paiement");
    await page.waitForSelector("#payment-forecast");
    expect(
      await page.$$eval("#payment-forecast option", (options) =>
        options.map((option) => (option.textContent ?? "").replace(/[\u00a0\u202f]/g, " ")),
      ),
    ).toEqual([
      "Choisir un paiement prévisionnel…",
      "DE-PAY-2026-7 du 15/12/2026 — 1 132,13 €",
      "DE-PAY-2026-7 du 15/01/2027 — 2 641,62 €",
    ]);
    await page.select("#payment-mode", "MODE_CHECK");
    await modalButton(page, "Enregistrer");
    await page.waitForSelector("#payment-forecast-error");
    expect(await toastTexts(page)).toEqual([
      "Ce devis a des paiements prévisionnels : choisissez celui auquel correspond ce règlement",
    ]);
    await closeToasts(page);
    await page.select("#payment-forecast", String(december?.id));
    await shootDialog(page, "payment-modal-forecast");
    await modalButton(page, "Enregistrer");
    await waitForText(page, "Paiement enregistré");
    await waitForMain(page, "Réglée le");
    const matched = (await db.select().from(forecastPayments)).find((row) => row.id === december?.id);
    expect(matched?.invoicePaymentId).toEqual(expect.any(Number));
    // The server's refusal, and only it, logs its 4xx in the console.
    expect(page.errors).toEqual([expect.stringContaining("status of 4")]);
  });

  it("hides the payment buttons from a user who is not accounting, who still reads the list", async () => {
    const db = t.app.db;
    const issuerId = t.app.demo.companyIds[0] ?? 0;
    const today = toParisDate(new Date());
    const q = await insertAcceptedQuotation(db, { issuerId, title: "Gala" });
    const invoiceId = await insertInvoice(db, {
      issuerId,
      companyId: q.companyId,
      quotationIds: [q.quotationId],
      state: "STATE_VALIDATED",
      reference: "FA-PAY-2026-00002",
      invoiceDate: today,
      lines: DEPOSIT_LINES,
    });
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", `${ADMIN_BASE}/compta/invoice/${invoiceId}`);
    await waitForText(page, "FA-PAY-2026-00002");
    await waitForText(page, "Liste des règlements");
    const text = await pageText(page);
    expect(text).not.toContain("Ajouter un paiement");
    expect(text).toContain("Créer un avoir sur cette facture");
    expect(page.errors).toEqual([]);
  });
});
