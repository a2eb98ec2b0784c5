import { suppliers } from "@tronc/db";
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
  useBrowserApp,
  waitForText,
} from "./harness";
import { freshSiret } from "./sales-helpers";

/** The address service answers one place in Lyon, whatever is typed. */
const t = useBrowserApp({
  addressLookup: {
    async search() {
      return [
        {
          label: "12 Rue de la République 69002 Lyon",
          address: "12 Rue de la République",
          postalCode: "69002",
          city: "Lyon",
          latitude: 45.7606,
          longitude: 4.8357,
        },
      ];
    },
  },
});

const stamp = String(Date.now()).slice(-6);
const NAME = `Traiteur Rhône ${stamp}`;

/** The supplier row of that id, read straight from the database (undefined once deleted). */
const supplierRow = async (id: number) =>
  (await t.app.db.select().from(suppliers)).find((row) => row.id === id);

const h1Is = (page: Page, title: string) =>
  page.waitForFunction((wanted) => document.querySelector("h1")?.textContent === wanted, {}, title);

async function openNewSupplier(page: Page): Promise<number> {
  await clickByText(page, "button", "Ajouter un fournisseur");
  await page.waitForFunction(() => /\/suppliers\/\d+\/edit$/.test(location.pathname));
  await h1Is(page, "Nouveau fournisseur");
  const match = /\/suppliers\/(\d+)\/edit$/.exec(new URL(page.url()).pathname);
  return Number(match?.[1]);
}

describe("suppliers", () => {
  it("'Annuler' on a new supplier leaves nothing behind", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", `${ADMIN_BASE}/suppliers`);
    await h1Is(page, "Liste des fournisseurs");
    const id = await openNewSupplier(page);
    expect(await supplierRow(id)).toMatchObject({ isDraft: true });
    await clickByText(page, ".supplier-save-bar button", "Annuler");
    await h1Is(page, "Liste des fournisseurs");
    expect(await supplierRow(id)).toBeUndefined();
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("creates a supplier with every field, refuses a bad SIRET, shows the sheet and finds it in the list", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", `${ADMIN_BASE}/suppliers`);
    await h1Is(page, "Liste des fournisseurs");
    const id = await openNewSupplier(page);

    const siret = freshSiret("4");
    const wrongKey = `${siret.slice(0, 13)}${(Number(siret[13]) + 1) % 10}`;
    await page.type("#supplier-name", NAME);
    await page.type("#supplier-siret", wrongKey);
    await page.type("#supplier-phone", "04 78 00 11 22");
    await page.type("#supplier-email", "commandes@traiteur-rhone.fr");
    await page.type("#supplier-address", "12 rue de la Rep");
    await page.waitForSelector(".address-options [role=option]");
    await page.click(".address-options [role=option]");
    await page.type("#supplier-complement", "Quai de livraison B");
    await page.type("#supplier-contact-name", "Lucie Bernard");
    await page.type("#supplier-contact-mail", "lucie@traiteur-rhone.fr");
    await page.type("#supplier-contact-phone", "06 45 67 89 10");
    await page.select("#supplier-payment-mode", "45");
    await page.click("#supplier-advance", { count: 3 });
    await page.type("#supplier-advance", "12,5");
    await page.type("#supplier-note", "Commander 48 h à l'avance");

    // A SIRET with a wrong key: the domain's French refusal, under the field, and nothing saved.
    await clickByText(page, ".supplier-save-bar button", "Enregistrer");
    await waitForText(page, `Le SIRET « ${wrongKey} » n'est pas valide (14 chiffres avec une clé correcte)`);
    expect(await textsOf(page, ".toast")).toContainEqual(
      expect.stringContaining("Corrigez les champs signalés avant d'enregistrer."),
    );
    await screenshot(page, "suppliers-edit-refused", true);
    expect(await supplierRow(id)).toMatchObject({ isDraft: true, name: "" });

    await page.click("#supplier-siret", { count: 3 });
    await page.type("#supplier-siret", siret);
    await closeToasts(page);
    await clickByText(page, ".supplier-save-bar button", "Enregistrer");
    await waitForText(page, "La modification est bien enregistrée");
    await h1Is(page, NAME);
    for (const text of [
      "Fiche fournisseur · 69002 Lyon",
      "04 78 00 11 22",
      "commandes@traiteur-rhone.fr",
      siret,
      "12 Rue de la République",
      "Quai de livraison B",
      "Lucie Bernard",
      "06 45 67 89 10",
      "45 jours",
      "Acompte demandé : 12,5\u00a0%",
      "Commander 48 h à l'avance",
      "Ce fournisseur ne propose encore aucun produit",
    ]) {
      await waitForText(page, text);
    }
    await closeToasts(page);
    await screenshot(page, "suppliers-sheet", true);

    // The edit screen of a saved supplier shows its values.
    await clickByText(page, "a", "Modifier");
    await h1Is(page, NAME);
    await page.waitForSelector("#supplier-name");
    expect(await page.$eval("#supplier-advance", (input) => (input as HTMLInputElement).value)).toBe("12,5");
    await screenshot(page, "suppliers-edit", true);
    await clickByText(page, ".supplier-save-bar button", "Annuler");
    await h1Is(page, NAME);

    // Back to the list: the search finds it by its city and name.
    await clickByText(page, "a", "← Retour à la liste");
    await page.waitForSelector("#supplier-search");
    await page.type("#supplier-search", `rhone ${stamp} lyon`);
    await page.waitForFunction(
      (name) => {
        const names = Array.from(document.querySelectorAll(".supplier-card-name")).map((n) => n.textContent);
        return names.length === 1 && names[0] === name;
      },
      { timeout: 10_000 },
      NAME,
    );
    await waitForText(page, "1 fournisseur");
    expect(await textsOf(page, ".supplier-card")).toEqual([
      expect.stringContaining("Lucie Bernard · 04 78 00 11 22"),
    ]);
    await screenshot(page, "suppliers-list");
    expect(page.errors).toEqual([]);
    await page.close();

    expect(await supplierRow(id)).toMatchObject({
      name: NAME,
      siret,
      paymentMode: 45,
      advancePercent: "12.50",
      isDraft: false,
    });
  });
});
