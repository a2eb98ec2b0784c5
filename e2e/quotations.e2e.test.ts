import { leads, productTypes } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { describe, expect, it } from "vitest";
import {
  clickByText,
  closeToasts,
  leaveUnsaved,
  screenshot,
  selectWhenOffered,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";
import { insertGroupProduct, insertSupplierOffer } from "./proposals-rows";
import {
  addQuizAndLodgingLines,
  addQuotation,
  addQuotationLine,
  addRecommendation,
  chooseProduct,
  chosenSupplier,
  openNewQuotationLine,
  plainTextsOf,
  SAMPLE_QUOTATION_TOTALS,
  signInAndOpenLead,
} from "./proposals-steps";

const t = useBrowserApp();

/** A product type offered by the named suppliers at 8,00 € HT (20 %). */
async function productTypeOfferedBy(name: string, supplierNames: string[]) {
  const db = t.app.db;
  const [type] = await db.insert(productTypes).values({ name, searchText: name.toLowerCase() }).returning();
  if (!type) throw new Error("product type not inserted");
  for (const supplier of supplierNames) {
    await insertSupplierOffer(db, {
      supplier,
      productTypeId: type.id,
      priceHtCents: toCents(800),
      deliveryDays: "2",
    });
  }
  return type.id;
}

/** A group product of the lead's issuer, its reference the first letters of its name. */
const insertProduct = (name: string, priceCents: number, companyId: number, linkedTypeId?: number) =>
  insertGroupProduct(t.app.db, {
    name,
    reference: name.slice(0, 6).toUpperCase(),
    priceCents,
    companyId,
    linkedTypeId,
  });

describe("the quotation block", () => {
  it("builds a quotation from the catalogue and free text, with totals and VAT checked by hand", async () => {
    const lead = (
      await t.app.db
        .select({ id: leads.id, issuer: leads.triangleCompanyId, company: leads.companyId })
        .from(leads)
    )
      .filter((row) => row.company !== null && row.issuer !== null)
      .sort((a, b) => a.id - b.id)[0];
    if (!lead?.issuer) throw new Error("no demo lead with a company");
    const gilets = await productTypeOfferedBy("Gilets de sauvetage", ["Nautisme Services"]);
    const skippers = await productTypeOfferedBy("Skippers", ["Voile Pro", "Mer & Vent"]);
    await insertProduct("Régate en équipe", 20000, lead.issuer, gilets);
    await insertProduct("Croisière au large", 50000, lead.issuer, skippers);
    await insertProduct("Animation quiz", 1250, lead.issuer);

    const page = await signInAndOpenLead(t, lead.id);
    await addRecommendation(page);
    await addQuotation(page);

    // A linked purchase with a single offer: its supplier is preselected.
    await addQuotationLine(page, 1, async () => {
      expect(await page.$eval("#ql-quantity", (input) => (input as HTMLInputElement).readOnly)).toBe(true);
      await chooseProduct(page, "Régate en équipe");
      expect(await chosenSupplier(page)).toMatch(/^Nautisme Services — 8,00\s€ HT/);
      await typeInto(page, "#ql-quantity", "3");
      await screenshot(page, "quotation-line-dialog");
    });
    // Two offers: none chosen, saving stops with the spec's sentence.
    await openNewQuotationLine(page);
    await chooseProduct(page, "Croisière au large");
    await page.click('button[form="quotation-line-form"]');
    await waitForText(page, "Vous devez choisir un fournisseur pour Skippers.");
    await clickByText(page, '[role="dialog"] button', "Annuler");
    await leaveUnsaved(page);
    await closeToasts(page);

    await addQuizAndLodgingLines(page, "Animation quiz");
    expect(await plainTextsOf(page, ".quotation-totals tr")).toEqual(SAMPLE_QUOTATION_TOTALS);
    // The purchase: 3 sold × 2 gilets × 8,00 € = 48,00 € HT, 57,60 € TTC.
    expect(await plainTextsOf(page, ".quotation-header-totals dd")).toEqual([
      "723,75 €",
      "855,45 €",
      "48,00 €",
      "57,60 €",
    ]);

    // One form, one save: the title with the terms.
    await typeInto(page, 'input[aria-label="Titre du devis"]', "Séminaire voile");
    await selectWhenOffered(page, 'select[id^="qt-payment-"]', "45");
    await typeInto(page, 'input[id^="qt-advance-"]', "30");
    await clickByText(page, "button", "Enregistrer le devis");
    await waitForText(page, "Devis enregistré");
    expect(await plainTextsOf(page, ".quotation-header .quotation-title")).toEqual(["Séminaire voile"]);
    await closeToasts(page);
    await page.$eval(".quotation-block", (block) => block.scrollIntoView());
    await screenshot(page, "quotation-block");

    await page.click('button[aria-label="Supprimer la ligne Hébergement"]');
    await waitForText(
      page,
      "Etes-vous sûr de vouloir supprimer cette ligne ? cette action est irréverssible !",
    );
    // The confirmation is the last dialog opened (the quotation's rows have their own 'Supprimer').
    await page.$$eval('[role="dialog"]', (dialogs) => {
      const confirmation = dialogs.at(-1);
      const button = Array.from(confirmation?.querySelectorAll("button") ?? []).find(
        (candidate) => candidate.textContent?.trim() === "Supprimer",
      );
      button?.click();
    });
    await page.waitForFunction(
      () => document.querySelectorAll("table.quotation-lines tbody tr").length === 2,
    );
    // Edited: 37,50 − 20 % = 30,00 ; 600,00 + 30,00 = 630,00 HT ; VAT 126,00 ; TTC 756,00.
    await page.click('button[aria-label="Modifier la ligne Animation quiz"]');
    await page.waitForSelector("#ql-discount");
    expect(await page.$eval("#ql-discount", (input) => (input as HTMLInputElement).value)).toBe("10");
    await typeInto(page, "#ql-discount", "20");
    await page.click('button[form="quotation-line-form"]');
    await waitForText(page, "Remise : - 20 %");
    expect(await plainTextsOf(page, ".quotation-totals tr")).toEqual([
      "Total HT630,00 €",
      "TVA 20 % sur 630,00 €126,00 €",
      "Total TVA126,00 €",
      "Total TTC756,00 €",
    ]);
    expect(page.errors).toEqual([]);
  }, 120_000);
});
