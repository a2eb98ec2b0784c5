import { mkdirSync } from "node:fs";
import { toCents, toParisDate } from "@tronc/domain";
import { describe, expect, it } from "vitest";
import { insertAcceptedQuotation, insertInvoice } from "../apps/api/test/billing/invoicing-fixtures";
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
  useBrowserApp,
  waitForText,
} from "./harness";
import { insertGroupProduct } from "./proposals-rows";

const t = useBrowserApp();
const shots = shotsDir("D");
const mentionShots = shotsDir("A");

/** Sets a textarea as a paste would, past its maxlength: what a client that skips the page could send. */
const pasteInto = (page: Awaited<ReturnType<typeof newPage>>, selector: string, value: string) =>
  page.$eval(
    selector,
    (textarea, wanted) => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(textarea, wanted);
      textarea.dispatchEvent(new Event("input", { bubbles: true }));
    },
    value,
  );

/** The value of each of the mentions' fields, and whether it can still be changed. */
const mentionFields = (page: Awaited<ReturnType<typeof newPage>>) =>
  page.evaluate(() =>
    ["#invoice-delivery-address", "#invoice-service-date", "#invoice-operation-category"].map((css) => {
      const control = document.querySelector(css) as
        | HTMLInputElement
        | HTMLTextAreaElement
        | HTMLSelectElement;
      return { value: control.value, disabled: control.disabled };
    }),
  );

/** The page's text with the non-breaking spaces of French amounts made plain. */
const pageText = (page: Awaited<ReturnType<typeof newPage>>) =>
  page.$eval("main", (main) => (main.textContent ?? "").replace(/[\u00a0\u202f]/g, " "));

describe("the invoice edit page", () => {
  it("edits a draft deposit, adds lines, validates it, duplicates it and deletes the copy", async () => {
    mkdirSync(shots, { recursive: true });
    const db = t.app.db;
    const issuerId = t.app.demo.companyIds[0] ?? 0;
    const q = await insertAcceptedQuotation(db, { issuerId, title: "Séminaire de printemps" });
    // A 30 % deposit of the sample quotation (3 773,75 TTC), split by hand: 720,00 HT at 20 % and
    // 243,75 HT at 10 % → 1 132,13 TTC.
    const invoiceId = await insertInvoice(db, {
      issuerId,
      companyId: q.companyId,
      quotationIds: [q.quotationId],
      type: "TYPE_ADVANCE",
      invoiceDate: toParisDate(new Date()),
      lines: [
        { name: "Acompte de 30 %", quantity: "1", unitPriceCents: toCents(72_000), vatRate: "20" },
        { name: "Acompte de 30 %", quantity: "1", unitPriceCents: toCents(24_375), vatRate: "10" },
      ],
    });
    const productId = await insertGroupProduct(db, {
      name: "Navette aéroport",
      reference: "NAVAER",
      priceCents: toCents(1_250),
      companyId: issuerId,
    });

    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}/compta/invoice/${invoiceId}`);
    await waitForText(page, "Facture d'acompte en cours de création");
    expect(await pageText(page)).toContain("Reste à régler : 1 132,13 €");

    // Title and billing address.
    await typeInto(page, "#invoice-title", "Acompte séminaire");
    await typeInto(page, "#invoice-address", "12 rue des Lilas\n69003 Lyon");
    expect(await pageText(page)).toContain("27 / 300 caractères");
    await clickByText(page, "button", "Enregistrer");
    await waitForText(page, "La facture est bien sauvegardée");
    await closeToasts(page);

    // A catalogue line (1 × 12,50 HT at 20 %) and a free-text line: 1 132,13 + 15,00 = 1 147,13 TTC.
    await selectWhenOffered(page, "#invoice-add-line", String(productId));
    await waitForText(page, "Produit ajouté");
    await selectWhenOffered(page, "#invoice-add-line", "free");
    await waitForText(page, "Saisissez votre texte");
    await page.waitForFunction(() =>
      (document.querySelector("main")?.textContent ?? "")
        .replace(/[\u00a0\u202f]/g, " ")
        .includes("Total TTC1 147,13 €"),
    );
    const totals = await pageText(page);
    expect(totals).toContain("Total HT976,25 €");
    expect(totals).toContain("Total TTC1 147,13 €");
    await closeToasts(page);

    // The line dialog: 2 × 12,50 → HT 720,00 + 243,75 + 25,00 = 988,75; VAT 149,00 + 24,38; TTC 1 162,13.
    await page.click('[aria-label="Modifier la ligne Navette aéroport"]');
    await page.waitForSelector("#il-quantity");
    await page.screenshot({ path: `${shots}/invoice-line-dialog.png` });
    await typeInto(page, "#il-quantity", "2");
    await clickByText(page, ".modal button", "Enregistrer");
    await waitForText(page, "La modification est bien enregistrée");
    await page.waitForFunction(() =>
      (document.querySelector("main")?.textContent ?? "")
        .replace(/[\u00a0\u202f]/g, " ")
        .includes("Total TTC1 162,13 €"),
    );
    await closeToasts(page);
    await page.screenshot({ path: `${shots}/invoice-edit-draft.png`, fullPage: true });

    // Validation: the save waits for the switch, then the number shows and the lines are frozen.
    await page.select("#invoice-state", "STATE_VALIDATED");
    const saveDisabled = () =>
      page.$$eval("aside button", (buttons) =>
        buttons.find((button) => button.textContent?.trim() === "Enregistrer")?.hasAttribute("disabled"),
      );
    expect(await saveDisabled()).toBe(true);
    await page.click("#invoice-confirm");
    expect(await saveDisabled()).toBe(false);
    await clickByText(page, "button", "Enregistrer");
    await waitForText(page, "L'état est bien modifié");
    await page.waitForFunction(() =>
      /Facture d'acompte FA-[A-Z0-9]+-\d{4}-\d{5}/.test(document.body.textContent ?? ""),
    );
    expect(await page.$("#invoice-add-line")).toBeNull();
    expect(await page.$('[aria-label^="Modifier la ligne"]')).toBeNull();
    expect(await pageText(page)).toContain("Date d'échéance");
    await closeToasts(page);
    await page.screenshot({ path: `${shots}/invoice-edit-validated.png`, fullPage: true });

    // Duplicate into a new draft, then delete that draft.
    await clickByText(page, "button", "Dupliquer");
    await typeInto(page, "#invoice-duplicate-title", "Acompte bis");
    await clickByText(page, ".modal button", "Enregistrer");
    await waitForText(page, "Facture dupliquée (nouvelle facture en brouillon)");
    await waitForText(page, "Facture d'acompte en cours de création");
    expect(page.url()).not.toContain(`/compta/invoice/${invoiceId}`);
    expect(await page.$eval("#invoice-title", (input) => (input as HTMLInputElement).value)).toBe(
      "Acompte bis",
    );
    await closeToasts(page);
    await clickByText(page, "button", "Supprimer la facture");
    await waitForText(page, "Êtes-vous sûr de vouloir suppimer cette facture en cours de rédation ?");
    await page.screenshot({ path: `${shots}/invoice-edit-delete-confirm.png` });
    await clickByText(page, ".modal button", "Supprimer");
    await waitForText(page, "La facture est bien supprimée");
    await page.waitForFunction(() => location.pathname.endsWith("/compta/invoice"));
    expect(page.errors).toEqual([]);
  });

  it("sets the delivery address, the service date and the category of a draft, frozen once validated", async () => {
    mkdirSync(mentionShots, { recursive: true });
    const db = t.app.db;
    const issuerId = t.app.demo.companyIds[0] ?? 0;
    const q = await insertAcceptedQuotation(db, { issuerId, title: "Salon d'automne" });
    // One line of 500,00 HT at 20 % → 600,00 TTC.
    const invoiceId = await insertInvoice(db, {
      issuerId,
      companyId: q.companyId,
      quotationIds: [q.quotationId],
      type: "TYPE_ADVANCE",
      invoiceDate: toParisDate(new Date()),
      lines: [{ name: "Acompte salon", quantity: "1", unitPriceCents: toCents(50_000), vatRate: "20" }],
    });
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}/compta/invoice/${invoiceId}`);
    await waitForText(page, "Facture d'acompte en cours de création");
    const blank = await pageText(page);
    expect(blank).toContain("Vide : identique à l'adresse de facturation");
    expect(blank).toContain("Vide : la date de facture est imprimée");
    expect(await mentionFields(page)).toEqual([
      { value: "", disabled: false },
      { value: "", disabled: false },
      { value: "SERVICES", disabled: false },
    ]);
    expect(await textsOf(page, "#invoice-operation-category option")).toEqual([
      "Prestation de services",
      "Livraison de biens",
      "Livraison de biens et prestation de services",
    ]);

    // 301 characters (past the textarea's limit, as a paste from another client could be): refused
    // with the server's sentence in a toast and under the field, nothing saved.
    await pasteInto(page, "#invoice-delivery-address", "a".repeat(301));
    await clickByText(page, "button", "Enregistrer");
    const tooLong = "L'adresse de livraison ne doit pas dépasser 300 caractères";
    await page.waitForSelector("#invoice-delivery-address-error");
    expect(await textsOf(page, "#invoice-delivery-address-error")).toEqual([tooLong]);
    await page.waitForSelector(".toast-error");
    expect(await textsOf(page, ".toast-error .toast-message")).toEqual([tooLong]);
    await page.screenshot({ path: `${mentionShots}/invoice-mentions-refused.png` });
    await closeToasts(page);

    await typeInto(page, "#invoice-delivery-address", "Parc des expositions\nHall 3\n69100 Villeurbanne");
    // 'Parc des expositions' 20 + newline + 'Hall 3' 6 + newline + '69100 Villeurbanne' 18 = 46.
    expect(await pageText(page)).toContain("46 / 300 caractères");
    await setValue(page, "#invoice-service-date", "2026-03-14");
    await page.select("#invoice-operation-category", "MIXED");
    await clickByText(page, "button", "Enregistrer");
    await waitForText(page, "La facture est bien sauvegardée");
    expect(await page.$("#invoice-delivery-address-error")).toBeNull();
    await closeToasts(page);

    const saved = [
      { value: "Parc des expositions\nHall 3\n69100 Villeurbanne", disabled: false },
      { value: "2026-03-14", disabled: false },
      { value: "MIXED", disabled: false },
    ];
    await page.reload({ waitUntil: "domcontentloaded" });
    await waitForText(page, "Facture d'acompte en cours de création");
    expect(await mentionFields(page)).toEqual(saved);
    await page.screenshot({ path: `${mentionShots}/invoice-mentions-draft.png`, fullPage: true });

    await page.select("#invoice-state", "STATE_VALIDATED");
    await page.click("#invoice-confirm");
    await clickByText(page, "button", "Enregistrer");
    await waitForText(page, "L'état est bien modifié");
    await page.waitForFunction(() =>
      /Facture d'acompte FA-[A-Z0-9]+-\d{4}-\d{5}/.test(document.body.textContent ?? ""),
    );
    await closeToasts(page);
    expect(await mentionFields(page)).toEqual(saved.map((field) => ({ ...field, disabled: true })));
    // Nothing left to type: no counter, and no 'Vide : …' under fields that are filled.
    const frozen = await pageText(page);
    expect(frozen).not.toContain("caractères");
    expect(frozen).not.toContain("Vide :");
    await page.screenshot({ path: `${mentionShots}/invoice-mentions-validated.png`, fullPage: true });
    // The refused save, and only it, logs its 400 in the console.
    expect(page.errors).toEqual([expect.stringContaining("status of 400")]);
  });
});
