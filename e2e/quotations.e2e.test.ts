import {
  leads,
  productTypes,
  supplierProductTypes,
  suppliers,
  triangleProductCompanies,
  triangleProductExpenses,
  triangleProducts,
  vatRates,
} from "@tronc/db";
import { toCents } from "@tronc/domain";
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  clickByText,
  closeToasts,
  loginAs,
  newPage,
  screenshot,
  textsOf,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();
const plain = (texts: string[]) => texts.map((text) => text.replace(/\s+/g, " ").trim());

async function vatId(rate: string) {
  const rows = await t.app.db.select({ id: vatRates.id, rate: vatRates.rate }).from(vatRates);
  const row = rows.find((candidate) => Number(candidate.rate) === Number(rate));
  if (!row) throw new Error(`no VAT ${rate}`);
  return row.id;
}

/** A product type offered by the named suppliers at 8,00 € HT (20 %). */
async function productTypeOfferedBy(name: string, supplierNames: string[]) {
  const db = t.app.db;
  const [type] = await db.insert(productTypes).values({ name, searchText: name.toLowerCase() }).returning();
  if (!type) throw new Error("product type not inserted");
  for (const supplierName of supplierNames) {
    const [supplier] = await db.insert(suppliers).values({ name: supplierName }).returning();
    if (!supplier) throw new Error("supplier not inserted");
    await db.insert(supplierProductTypes).values({
      productTypeId: type.id,
      supplierId: supplier.id,
      priceHtCents: toCents(800),
      vatRateId: await vatId("20.00"),
      deliveryDays: "2",
    });
  }
  return type.id;
}

async function insertProduct(name: string, priceCents: number, companyId: number, linkedTypeId?: number) {
  const db = t.app.db;
  const [product] = await db
    .insert(triangleProducts)
    .values({
      name,
      reference: name.slice(0, 6).toUpperCase(),
      description: `<p>${name} : <strong>tout compris</strong></p>`,
      type: "TYPE_SERVICE",
      priceCents: toCents(priceCents),
      unity: "UNITY_UNITY",
      vatRateId: await vatId("20.00"),
    })
    .returning();
  if (!product) throw new Error("product not inserted");
  await db
    .insert(triangleProductCompanies)
    .values({ triangleProductId: product.id, triangleCompanyId: companyId });
  if (linkedTypeId) {
    await db
      .insert(triangleProductExpenses)
      .values({ triangleProductId: product.id, productTypeId: linkedTypeId, quantity: "2" });
  }
}

async function addLine(page: Page, fill: () => Promise<void>, rows: number) {
  await clickByText(page, "button", "Ajouter un produit");
  await page.waitForSelector("#ql-product");
  await fill();
  await page.click('button[form="quotation-line-form"]');
  await page.waitForFunction(
    (n: number) => document.querySelectorAll("table.quotation-lines tbody tr").length === n,
    {},
    rows,
  );
}

const optionValue = (page: Page, text: string) =>
  page.$eval(
    "#ql-product",
    (select, wanted) =>
      Array.from((select as HTMLSelectElement).options).find((o) => o.text.startsWith(wanted))?.value ?? "",
    text,
  );

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

    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user");
    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/lead/edit/${lead.id}`, { waitUntil: "networkidle0" });
    await clickByText(page, "button", "Ajouter une recommandation");
    await clickByText(page, "button", "Ajouter un devis");
    await page.waitForSelector(".quotation-block");

    // A linked purchase with a single offer: its supplier is preselected.
    await addLine(
      page,
      async () => {
        expect(await page.$eval("#ql-quantity", (input) => (input as HTMLInputElement).readOnly)).toBe(true);
        await page.select("#ql-product", await optionValue(page, "Régate en équipe"));
        const supplier = await page.$eval('select[id^="ql-supplier-"]', (select) => {
          const element = select as HTMLSelectElement;
          return element.options[element.selectedIndex]?.text ?? "";
        });
        expect(supplier).toMatch(/^Nautisme Services — 8,00\s€ HT/);
        await typeInto(page, "#ql-quantity", "3");
        await screenshot(page, "quotation-line-dialog");
      },
      1,
    );
    // Two offers: none chosen, saving stops with the spec's sentence.
    await clickByText(page, "button", "Ajouter un produit");
    await page.waitForSelector("#ql-product");
    await page.select("#ql-product", await optionValue(page, "Croisière au large"));
    await page.click('button[form="quotation-line-form"]');
    await waitForText(page, "Vous devez choisir un fournisseur pour Skippers.");
    await clickByText(page, '[role="dialog"] button', "Annuler");
    await closeToasts(page);

    await addLine(
      page,
      async () => {
        await page.select("#ql-product", await optionValue(page, "Animation quiz"));
        await typeInto(page, "#ql-quantity", "3");
        await typeInto(page, "#ql-discount", "10");
      },
      2,
    );
    await addLine(
      page,
      async () => {
        await page.select("#ql-product", "free");
        await typeInto(page, "#ql-name", "Hébergement");
        await typeInto(page, "#ql-quantity", "2");
        await typeInto(page, "#ql-price", "45");
        await page.select("#ql-tva", "5,5");
      },
      3,
    );

    // 3 × 200,00 = 600,00 ; 3 × 12,50 = 37,50 − 10 % = 33,75 ; 2 × 45,00 = 90,00 (5,5 %).
    // VAT 20 % on 633,75 = 126,75 ; 5,5 % on 90,00 = 4,95 ; HT 723,75 ; VAT 131,70 ; TTC 855,45.
    await waitForText(page, "Remise : - 10 %");
    expect(plain(await textsOf(page, ".quotation-totals tr"))).toEqual([
      "Total HT723,75 €",
      "TVA 5,5 % sur 90,00 €4,95 €",
      "TVA 20 % sur 633,75 €126,75 €",
      "Total TVA131,70 €",
      "Total TTC855,45 €",
    ]);
    // The purchase: 3 sold × 2 gilets × 8,00 € = 48,00 € HT, 57,60 € TTC.
    expect(plain(await textsOf(page, ".quotation-header-totals dd"))).toEqual([
      "723,75 €",
      "855,45 €",
      "48,00 €",
      "57,60 €",
    ]);

    await typeInto(page, 'input[aria-label="Titre du devis"]', "Séminaire voile");
    await clickByText(page, "button", "Enregistrer le titre");
    await waitForText(page, "Titre modifié");
    await page.select('select[id^="qt-payment-"]', "45");
    await typeInto(page, 'input[id^="qt-advance-"]', "30");
    await clickByText(page, "button", "Enregistrer le devis");
    await waitForText(page, "Devis enregistré");
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
    expect(plain(await textsOf(page, ".quotation-totals tr"))).toEqual([
      "Total HT630,00 €",
      "TVA 20 % sur 630,00 €126,00 €",
      "Total TVA126,00 €",
      "Total TTC756,00 €",
    ]);
    expect(page.errors).toEqual([]);
  }, 120_000);
});
