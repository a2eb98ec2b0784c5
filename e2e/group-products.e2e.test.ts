import { productTypes, supplierProductTypes, suppliers, vatRates } from "@tronc/db";
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  clickByText,
  loginAs,
  newPage,
  screenshot,
  selectWhenOffered,
  textsOf,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();

const LIST = `${ADMIN_BASE}/triangle-products`;
const plain = (texts: string[]) => texts.map((text) => text.replace(/\s+/g, " ").trim());

/** Two product types written straight to the db: croissants (fresh, offered by a supplier) and tablecloths. */
async function insertProductTypes() {
  const db = t.app.db;
  const [vat] = await db.select({ id: vatRates.id }).from(vatRates).limit(1);
  const rows = await db
    .insert(productTypes)
    .values([
      { name: "Croissants", isFood: true, searchText: "croissants" },
      { name: "Nappes en tissu", searchText: "nappes en tissu" },
    ])
    .returning({ id: productTypes.id });
  const [croissants, tablecloths] = rows.map((row) => row.id);
  const [bakery] = await db
    .insert(suppliers)
    .values({ name: "Boulangerie Martin" })
    .returning({ id: suppliers.id });
  if (!croissants || !tablecloths || !bakery || !vat) throw new Error("the test data was not inserted");
  await db.insert(supplierProductTypes).values({
    productTypeId: croissants,
    supplierId: bakery.id,
    // 1,20 € HT a croissant, in cents (the column's branded type; e2e does not depend on the domain).
    priceHtCents: 120 as (typeof supplierProductTypes.$inferInsert)["priceHtCents"],
    vatRateId: vat.id,
  });
  return { croissants, tablecloths };
}

/** Each linked purchase as read: 'quantity | name (frais) | Non négocié'. */
const purchaseRows = (page: Page) =>
  page.$$eval("li.gp-purchase", (rows) =>
    rows.map((row) =>
      [".gp-purchase-quantity", ".gp-purchase-name", ".badge"]
        .map((selector) => row.querySelector(selector)?.textContent?.trim() ?? "")
        .filter(Boolean)
        .join(" | "),
    ),
  );
const dialogTitle = async (page: Page) => (await textsOf(page, '[role="dialog"] h2'))[0];

async function addPurchase(page: Page, quantity: string, productTypeId: number, expectedRows: number) {
  await typeInto(page, "#gp-add-quantity", quantity);
  await selectWhenOffered(page, "#gp-add-type", String(productTypeId));
  await clickByText(page, '[role="dialog"] button', "Ajouter");
  await page.waitForFunction(
    (n: number) => document.querySelectorAll("li.gp-purchase").length === n,
    {},
    expectedRows,
  );
}

describe("group products", () => {
  it("the super admin creates a product, links two purchases, edits one quantity and deletes the other", async () => {
    const { croissants, tablecloths } = await insertProductTypes();
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "admin", LIST);
    await page.waitForSelector("#gp-search");
    expect(await textsOf(page, "h1")).toEqual(["Produits des entreprises du groupe"]);
    await typeInto(page, "#gp-search", "PDJ-01");
    await waitForText(page, "Aucun produit ne correspond à votre recherche.");

    await clickByText(page, "button", "Ajouter un produit");
    await page.waitForSelector("#gp-name");
    expect(await dialogTitle(page)).toBe("Nouveau produit du groupe Triangle");
    await waitForText(page, "Vous devez créer le produit pour pouvoir enregistrer les achats liés");

    // Saved with nothing typed: the first missing field is named under it, nothing is sent.
    await clickByText(page, '[role="dialog"] button', "Enregistrer");
    await waitForText(page, "Le titre du produit est obligatoire");

    await typeInto(page, "#gp-name", "Petit-déjeuner d'équipe");
    await typeInto(page, "#gp-reference", "PDJ-01");
    await page.select("#gp-type", "TYPE_SERVICE");
    await typeInto(page, "#gp-price", "1200");
    await page.select("#gp-unity", "UNITY_DAY");
    const vatValue = await page.$eval(
      "#gp-vat option:nth-child(2)",
      (option) => (option as HTMLOptionElement).value,
    );
    await page.select("#gp-vat", vatValue);
    await clickByText(page, ".gp-company-box", "Triangle Événements");
    await screenshot(page, "group-products-new");
    await clickByText(page, '[role="dialog"] button', "Enregistrer");
    await waitForText(page, "Le produit est bien enregistré");
    await page.waitForFunction(
      () => document.querySelector('[role="dialog"] h2')?.textContent === "Éditer le produit",
    );

    // The pane is usable now: croissants (fresh, negotiated) then tablecloths (no supplier: 'Non négocié').
    await addPurchase(page, "2,5", croissants, 1);
    await addPurchase(page, "3", tablecloths, 2);
    expect(await purchaseRows(page)).toEqual([
      "2,5 | Croissants (frais)",
      "3 | Nappes en tissu | Non négocié",
    ]);
    await screenshot(page, "group-products-modal");
    await clickByText(page, '[role="dialog"] button', "Annuler");
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));

    await page.waitForFunction(
      () => document.querySelector(".gp-card-count")?.textContent === "2 achats liés",
    );
    const card = plain(await textsOf(page, ".gp-card"))[0];
    expect(card).toContain("PDJ-01 - Petit-déjeuner d'équipe");
    expect(card).toContain("1 200,00 € HT / jour");
    expect(plain(await textsOf(page, ".company-tag"))).toEqual(["Triangle Événements"]);
    await screenshot(page, "group-products-list");

    // Edit the tablecloths' quantity inline, then delete the croissants after the confirm.
    await page.click(".gp-card");
    const tableclothRow = "li.gp-purchase:nth-child(2)";
    await page.waitForSelector(tableclothRow);
    await clickByText(page, `${tableclothRow} button`, "Modifier");
    // The quantity field replaces the text once the row has re-rendered.
    await page.waitForSelector(`${tableclothRow} input`);
    await typeInto(page, `${tableclothRow} input`, "4");
    await clickByText(page, `${tableclothRow} button`, "OK");
    await page.waitForFunction(
      (sel: string) => document.querySelector(`${sel} .gp-purchase-quantity`)?.textContent === "4",
      {},
      tableclothRow,
    );
    await page.click("li.gp-purchase:nth-child(1) .gp-purchase-delete");
    await waitForText(page, "Confirmez-vous la supression de cet achat ?");
    // The confirm's own 'Supprimer', not the row's: the dialog that asks the question.
    await page.evaluate(() => {
      const confirm = Array.from(document.querySelectorAll('[role="dialog"]')).find((dialog) =>
        dialog.textContent?.includes("Confirmez-vous la supression de cet achat ?"),
      );
      const button = Array.from(confirm?.querySelectorAll("button") ?? []).find(
        (candidate) => candidate.textContent?.trim() === "Supprimer",
      );
      button?.click();
    });
    await page.waitForFunction(() => document.querySelectorAll("li.gp-purchase").length === 1);
    expect(await purchaseRows(page)).toEqual(["4 | Nappes en tissu | Non négocié"]);
    await clickByText(page, '[role="dialog"] button', "Annuler");
    await page.waitForFunction(() => document.querySelector(".gp-card-count")?.textContent === "1 achat lié");
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("a plain user is offered no creation and reads the product without controls", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", LIST);
    await page.waitForSelector("#gp-search");
    await typeInto(page, "#gp-search", "PDJ-01");
    await page.waitForFunction(() => document.querySelectorAll(".gp-card").length === 1);
    expect(await textsOf(page, ".page-header-actions button")).toEqual([]);
    await page.click(".gp-card");
    await page.waitForSelector("li.gp-purchase");
    expect(await dialogTitle(page)).toBe("Éditer le produit");
    expect(await page.$eval("fieldset.gp-fields", (set) => (set as HTMLFieldSetElement).disabled)).toBe(true);
    expect(await textsOf(page, '[role="dialog"] button')).not.toContain("Enregistrer");
    expect(await page.$("#gp-add-quantity")).toBeNull();
    expect(await page.$(".gp-purchase-actions")).toBeNull();
    await screenshot(page, "group-products-read-only");
    await page.close();
  });
});
