import { mkdirSync } from "node:fs";
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
  selectWhenOffered,
  setValue,
  shotsDir,
  textsOf,
  typeInto,
  untilStill,
  useBrowserApp,
  waitForText,
} from "./harness";
import { insertGroupProduct } from "./proposals-rows";

const t = useBrowserApp();
const shots = shotsDir("H3");

type TestPage = Awaited<ReturnType<typeof newPage>>;

/** A full-page screenshot from the top (scrolled, the sticky top bar would print mid-page). */
async function shootPage(page: TestPage, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** A screenshot of the open dialog once it has settled (its opening transition done). */
async function shootDialog(page: TestPage, name: string) {
  const dialog = await page.waitForSelector(".modal");
  if (dialog) await untilStill(dialog);
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

const saveDisabled = (page: TestPage) =>
  page.$$eval("aside button", (buttons) =>
    buttons.find((button) => button.textContent?.trim() === "Enregistrer")?.hasAttribute("disabled"),
  );

const addLineDisabled = (page: TestPage) =>
  page.$$eval("button", (buttons) =>
    buttons.find((button) => button.textContent?.trim() === "Ajouter la ligne")?.hasAttribute("disabled"),
  );

describe("the credit note edit page", () => {
  it("edits a draft, adds a catalogue line and a free line, validates it with the switch, then frozen", async () => {
    mkdirSync(shots, { recursive: true });
    const db = t.app.db;
    const issuerId = t.app.demo.companyIds[0] ?? 0;
    const q = await insertAcceptedQuotation(db, { issuerId, title: "Séminaire de printemps" });
    // One line of 100,00 HT at 20 % → 120,00 TTC.
    const creditId = await insertCredit(db, {
      issuerId,
      companyId: q.companyId,
      title: "Avoir à corriger",
      creditDate: toParisDate(new Date()),
      lines: [{ name: "Animation annulée", quantity: "1", unitPriceCents: toCents(10_000), vatRate: "20" }],
    });
    const productId = await insertGroupProduct(db, {
      name: "Navette aéroport",
      reference: "NAVAVR",
      priceCents: toCents(1_250),
      companyId: issuerId,
    });

    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}/compta/credit/${creditId}`);
    await waitForText(page, "Avoir en cours de création");
    const draft = await pageText(page);
    expect(draft).toContain(q.clientName);
    expect(draft).toContain("Total TTC120,00 €");

    // Title and billing address, with the counter.
    await typeInto(page, "#credit-title", "Avoir séminaire");
    await typeInto(page, "#credit-address", "12 rue des Lilas\n69003 Lyon");
    // '12 rue des Lilas' 16 + newline + '69003 Lyon' 10 = 27.
    expect(await pageText(page)).toContain("27 / 300 caractères");
    await clickByText(page, "aside button", "Enregistrer");
    await waitForText(page, "L'avoir est bien sauvegardé");
    await closeToasts(page);

    // 'Ajouter la ligne' waits for a choice; a catalogue line (1 × 12,50 HT at 20 %).
    expect(await addLineDisabled(page)).toBe(true);
    await selectWhenOffered(page, "#credit-add-line", String(productId));
    expect(await addLineDisabled(page)).toBe(false);
    await clickByText(page, "button", "Ajouter la ligne");
    await waitForText(page, "Produit ajouté");
    await waitForMain(page, "Total HT112,50 €");
    expect(await addLineDisabled(page)).toBe(true);
    await closeToasts(page);

    // A free line (quantity 1, price 0, VAT 20 by default), then 50,00 HT at 10 % in its dialog.
    await page.select("#credit-add-line", "free");
    await clickByText(page, "button", "Ajouter la ligne");
    await waitForText(page, "Produit ajouté");
    await closeToasts(page);
    // The free line shows once the lines are read again: 'Animation annulée', the shuttle, then it.
    await page.waitForFunction(
      () => document.querySelectorAll("[aria-label^='Modifier la ligne']").length === 3,
      {
        timeout: 20_000,
      },
    );
    const freeLine = await page.$$eval("[aria-label^='Modifier la ligne']", (buttons) =>
      buttons.map((button) => button.getAttribute("aria-label")).at(-1),
    );
    await page.click(`[aria-label="${freeLine}"]`);
    await page.waitForSelector("#cl-price");
    const dialog = await page.waitForSelector(".modal");
    if (dialog) await untilStill(dialog);
    await typeInto(page, "#cl-name", "Geste commercial");
    await typeInto(page, "#cl-price", "50");
    await selectWhenOffered(page, "#cl-tva", "10");
    await shootDialog(page, "credit-line-dialog");
    await clickByText(page, ".modal button", "Enregistrer");
    await waitForText(page, "La modification est bien enregistrée");
    // HT 100,00 + 12,50 + 50,00 = 162,50; VAT 20 % on 112,50 = 22,50 and 10 % on 50,00 = 5,00;
    // VAT 27,50; TTC 190,00.
    await waitForMain(page, "Total TTC190,00 €");
    const totals = await pageText(page);
    expect(totals).toContain("Total HT162,50 €");
    expect(totals).toContain("TVA 20 % sur 112,50 €22,50 €");
    expect(totals).toContain("TVA 10 % sur 50,00 €5,00 €");
    expect(totals).toContain("Total TVA27,50 €");
    expect(await textsOf(page, ".quotation-lines tbody tr td:nth-child(2) > strong")).toEqual([
      "Animation annulée",
      "Navette aéroport",
      "Geste commercial",
    ]);
    await closeToasts(page);
    await shootPage(page, "credit-edit-draft");

    // Validation: save waits for the switch. Dated tomorrow it is refused by the server, under the
    // date and in a toast, and keeps no number; dated today the AV- number shows, the lines frozen.
    const today = toParisDate(new Date());
    const tomorrow = toParisDate(new Date(Date.now() + 86_400_000));
    await setValue(page, "#credit-date", tomorrow);
    await page.select("#credit-state", "CREDIT_STATE_VALIDATED");
    expect(await saveDisabled(page)).toBe(true);
    expect(await pageText(page)).toContain("Confirmez la création définitive de l'avoir");
    await page.click("#credit-confirm");
    expect(await saveDisabled(page)).toBe(false);
    await clickByText(page, "aside button", "Enregistrer");
    await page.waitForSelector("#credit-date-error");
    const future = `La date de l'avoir (${tomorrow.split("-").reverse().join("/")}) ne peut pas être postérieure à aujourd'hui`;
    expect(await textsOf(page, "#credit-date-error")).toEqual([future]);
    expect(await textsOf(page, ".toast-error .toast-message")).toEqual([future]);
    expect(await pageText(page)).toContain("Avoir en cours de création");
    await closeToasts(page);
    await setValue(page, "#credit-date", today);
    await clickByText(page, "aside button", "Enregistrer");
    await waitForText(page, "L'avoir est bien sauvegardé");
    await page.waitForFunction(() => /Avoir AV-[A-Z0-9]+-\d{4}-\d{5}/.test(document.body.textContent ?? ""));
    expect(await page.$("#credit-add-line")).toBeNull();
    expect(await page.$('[aria-label^="Modifier la ligne"]')).toBeNull();
    expect(await page.$eval("#credit-title", (input) => (input as HTMLInputElement).disabled)).toBe(true);
    const validated = await pageText(page);
    expect(validated).toContain("Validé");
    expect(validated).toContain("Reste à utiliser : 190,00 €");
    expect(validated).not.toContain("Supprimer l'avoir");
    expect(
      await page.$$eval("#credit-state option", (options) => options.map((option) => option.textContent)),
    ).toEqual(["Validé", "Partiellement utilisé", "Utilisé"]);
    await closeToasts(page);
    await shootPage(page, "credit-edit-validated");
    // The refused date, and only it, logs its 4xx in the console.
    expect(page.errors).toEqual([expect.stringContaining("status of 4")]);
  });

  it("deletes a draft after the confirmation and goes back to the list", async () => {
    const db = t.app.db;
    const issuerId = t.app.demo.companyIds[0] ?? 0;
    const q = await insertAcceptedQuotation(db, { issuerId, title: "Salon" });
    const creditId = await insertCredit(db, {
      issuerId,
      companyId: q.companyId,
      creditDate: toParisDate(new Date()),
      lines: [{ name: "Stand annulé", quantity: "1", unitPriceCents: toCents(30_000), vatRate: "20" }],
    });
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", `${ADMIN_BASE}/compta/credit/${creditId}`);
    await waitForText(page, "Avoir en cours de création");
    await clickByText(page, "button", "Supprimer l'avoir");
    await waitForText(page, "Êtes-vous sûr de vouloir supprimer cet avoir en cours de création ?");
    await shootDialog(page, "credit-delete-confirm");
    await clickByText(page, ".modal button", "Supprimer");
    await waitForText(page, "L'avoir est bien effacé");
    await page.waitForFunction(() => location.pathname.endsWith("/compta/credit"));
    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/compta/credit/${creditId}`, {
      waitUntil: "domcontentloaded",
    });
    await waitForText(page, "Cet avoir est introuvable");
  });

  it("creates a credit from a validated invoice and lands on it with the toast", async () => {
    const db = t.app.db;
    const issuerId = t.app.demo.companyIds[0] ?? 0;
    const today = toParisDate(new Date());
    const q = await insertAcceptedQuotation(db, { issuerId, title: "Congrès" });
    // 720,00 HT at 20 % and 243,75 HT at 10 % → 1 132,13 TTC.
    const invoiceId = await insertInvoice(db, {
      issuerId,
      companyId: q.companyId,
      quotationIds: [q.quotationId],
      type: "TYPE_ADVANCE",
      state: "STATE_VALIDATED",
      reference: "FA-AVR-2026-00001",
      invoiceDate: today,
      lines: [
        { name: "Acompte de 30 %", quantity: "1", unitPriceCents: toCents(72_000), vatRate: "20" },
        { name: "Acompte de 30 %", quantity: "1", unitPriceCents: toCents(24_375), vatRate: "10" },
      ],
    });
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}/compta/invoice/${invoiceId}`);
    await waitForText(page, "FA-AVR-2026-00001");
    await clickByText(page, "button", "Créer un avoir sur cette facture");
    await waitForText(page, "Êtes-vous certain de vouloir créer un Avoir sur cette facture ?");
    await shootDialog(page, "credit-from-invoice-confirm");
    await clickByText(page, ".modal button", "Créer l'avoir");
    await waitForText(page, "L'avoir est créé, vous pouvez modifier les montants...");
    await waitForText(page, "Avoir en cours de création");
    expect(page.url()).toMatch(/\/compta\/credit\/\d+$/);
    await waitForMain(page, "Total TTC1 132,13 €");
    const credit = await pageText(page);
    expect(credit).toContain("Facture corrigée : FA-AVR-2026-00001");
    expect(credit).toContain("Acompte de 30 %");
    expect(await page.$eval("#credit-company", (select) => (select as HTMLSelectElement).disabled)).toBe(
      true,
    );
    await shootPage(page, "credit-from-invoice");
    expect(page.errors).toEqual([]);
  });
});
