import { addresses, supplierProductTypes, suppliers } from "@tronc/db";
import type { Page } from "puppeteer-core";
import { beforeAll, describe, expect, it } from "vitest";
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

const LIST = `${ADMIN_BASE}/products-type`;
/** Amounts are written with no-break spaces ('12,50 €'): made plain to read them. */
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, " ");
const offerCount = async () =>
  (await t.app.db.select({ id: supplierProductTypes.id }).from(supplierProductTypes)).length;

let supplierIds: { dupont: number; martin: number };

/** Two active suppliers, written straight to the database (the suppliers' screens are another's). */
beforeAll(async () => {
  const insert = async (name: string, siret: string, city: string) => {
    const [address] = await t.app.db
      .insert(addresses)
      .values({ address: "2 place Bellecour", postalCode: "69002", city })
      .returning({ id: addresses.id });
    const [row] = await t.app.db
      .insert(suppliers)
      .values({ name, siret, addressId: address?.id ?? null })
      .returning({ id: suppliers.id });
    if (!row) throw new Error("supplier insert returned nothing");
    return row.id;
  };
  supplierIds = {
    dupont: await insert("Sono Dupont E2E", "90000000000017", "Lyon"),
    martin: await insert("Martin Lumières E2E", "90000000000025", "Villeurbanne"),
  };
});

async function cardOf(page: Page, name: string) {
  await page.waitForFunction(
    (wanted: string) =>
      Array.from(document.querySelectorAll(".pt-card-name")).some((el) => el.textContent?.trim() === wanted),
    {},
    name,
  );
  return page.$$eval(
    ".pt-card",
    (cards, wanted) => {
      const card = cards.find((one) => one.querySelector(".pt-card-name")?.textContent?.trim() === wanted);
      return {
        price: card?.querySelector(".pt-card-price")?.textContent?.trim() ?? "",
        negotiated: card?.querySelector(".pt-card-price")?.classList.contains("is-negotiated") ?? false,
        alert: card?.querySelector(".pt-card-alert")?.textContent?.trim() ?? null,
        perishable: card?.querySelector('svg[aria-label="Produit périssable"]') !== null,
      };
    },
    name,
  );
}

async function addOffer(page: Page, supplierId: number, price: string, delay: string) {
  await page.select("#offer-new-supplier", String(supplierId));
  await typeInto(page, "#offer-new-price", price);
  await typeInto(page, "#offer-new-delay", delay);
  await clickByText(page, ".pt-add-offer button", "Ajouter");
}

describe("product types", () => {
  it("a super admin creates a type, adds two offers, edits a price inline and deletes an offer", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "admin", LIST);
    // The list shown with its cards (the screenshot's subject).
    await page.waitForSelector(".pt-card");
    expect(await textsOf(page, "h1")).toEqual(["Liste des Produits"]);
    await screenshot(page, "product-types-list");

    // 'Créer un produit type': a one-letter name is refused under the field.
    await clickByText(page, "button", "Créer un produit type");
    await page.waitForSelector("#product-type-new-name");
    await page.type("#product-type-new-name", "S");
    await clickByText(page, '[role="dialog"] button', "Enregistrer");
    await waitForText(page, "Le nom du produit type doit compter au moins 2 caractères");
    await typeInto(page, "#product-type-new-name", "Soirée cocktail E2E");
    await page.click("#product-type-new-food");
    await screenshot(page, "product-types-create-modal");
    await clickByText(page, '[role="dialog"] button', "Enregistrer");
    await waitForText(page, "Le produit type est enregistré, saisissez ses fournisseurs");
    await page.waitForSelector("#product-type-name");
    expect(await textsOf(page, "h1")).toEqual(["Soirée cocktail E2E"]);
    await waitForText(page, "Aucun fournisseur ne propose ce produit : AJOUTEZ UN FOURNISSEUR");
    await closeToasts(page);

    // Two offers: 12,50 € per unit (default unit, VAT 20 %), then 9,90 €.
    const optionTexts = await textsOf(page, "#offer-new-supplier option");
    expect(optionTexts).toEqual(
      expect.arrayContaining(["Sono Dupont E2E (Lyon)", "Martin Lumières E2E (Villeurbanne)"]),
    );
    // A negative price is refused by the server, in French, and nothing is saved.
    const offersBefore = await offerCount();
    await addOffer(page, supplierIds.dupont, "-3", "2");
    await waitForText(page, "Le prix HT ne peut pas être négatif");
    expect(await offerCount()).toBe(offersBefore);
    await addOffer(page, supplierIds.dupont, "12,50", "2");
    await page.waitForSelector('input[aria-label="Prix HT de Sono Dupont E2E"]');
    await addOffer(page, supplierIds.martin, "9.90", "1,5");
    await page.waitForSelector('input[aria-label="Prix HT de Martin Lumières E2E"]');
    expect(await offerCount()).toBe(offersBefore + 2);
    expect(plain((await textsOf(page, ".pt-header-price"))[0] ?? "")).toBe("à partir de 9,90 € HT / unité");
    await screenshot(page, "product-types-view", true);

    // Inline: Dupont's price becomes 8 € per day; 'OK' saves the row.
    await typeInto(page, 'input[aria-label="Prix HT de Sono Dupont E2E"]', "8");
    await page.select('select[aria-label="Unité de Sono Dupont E2E"]', "UNITY_DAY");
    const dupontRow = `tr[data-offer-id] input[aria-label="Prix HT de Sono Dupont E2E"]`;
    await page.$eval(dupontRow, (input) => {
      const row = input.closest("tr");
      const ok = Array.from(row?.querySelectorAll("button") ?? []).find(
        (b) => b.textContent?.trim() === "OK",
      );
      (ok as HTMLButtonElement | undefined)?.click();
    });
    await waitForText(page, "La modification est bien enregistrée");
    await page.waitForFunction(() =>
      (document.querySelector(".pt-header-price")?.textContent ?? "").includes("8,00"),
    );
    expect(plain((await textsOf(page, ".pt-header-price"))[0] ?? "")).toBe("à partir de 8,00 € HT / jour");

    // The list's card shows the new lowest price, in green.
    await clickByText(page, "a", "← Retour à la liste des produits");
    await page.waitForSelector("#product-type-search");
    await typeInto(page, "#product-type-search", "cocktail e2e");
    await page.waitForFunction(() => document.querySelectorAll(".pt-card").length === 1);
    const card = await cardOf(page, "Soirée cocktail E2E");
    expect({ ...card, price: plain(card.price) }).toEqual({
      price: "à partir de 8,00 € HT / jour",
      negotiated: true,
      alert: null,
      perishable: true,
    });
    await screenshot(page, "product-types-list-after");

    // Back on the view: delete Martin's offer after the confirm sentence.
    await page.click(".pt-card");
    await page.waitForSelector('button[aria-label="Supprimer l\'offre de Martin Lumières E2E"]');
    await page.click('button[aria-label="Supprimer l\'offre de Martin Lumières E2E"]');
    await waitForText(
      page,
      "Confirmez la suppression de cet relation entre le produit type et le fournisseur ?",
    );
    await screenshot(page, "product-types-delete-confirm");
    await clickByText(page, '[role="dialog"] button', "Supprimer");
    await page.waitForFunction(() => document.querySelectorAll("tr[data-offer-id]").length === 1);
    expect(await offerCount()).toBe(offersBefore + 1);
    expect(plain((await textsOf(page, ".pt-header-price"))[0] ?? "")).toBe("8,00 € HT / jour");
    // Martin is offered again in 'Nouveau fournisseur'.
    expect(await textsOf(page, "#offer-new-supplier option")).toContain("Martin Lumières E2E (Villeurbanne)");
    // The one console error is the browser's note of the refused negative price (a 400, shown in French).
    expect(page.errors).toEqual([
      "Failed to load resource: the server responded with a status of 400 (Bad Request)",
    ]);
  });

  it("a plain user sees the list and the view without the create button nor the edit controls", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", LIST);
    await page.waitForSelector("#product-type-search");
    expect(await textsOf(page, ".page-header-actions button")).toEqual([]);
    expect(await page.$$eval("button", (buttons) => buttons.map((b) => b.textContent?.trim()))).not.toContain(
      "Créer un produit type",
    );
    await typeInto(page, "#product-type-search", "cocktail e2e");
    await page.waitForFunction(() => document.querySelectorAll(".pt-card").length === 1);
    await page.click(".pt-card");
    await page.waitForSelector(".pt-offer-table");
    expect(await page.$("#product-type-name")).toBeNull();
    expect(await page.$("#offer-new-supplier")).toBeNull();
    expect(plain((await textsOf(page, ".pt-offer-table td.num"))[0] ?? "")).toBe("8,00 €");
    await screenshot(page, "product-types-view-readonly");
    expect(page.errors).toEqual([]);
  });
});
