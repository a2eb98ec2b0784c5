import { addresses, suppliers } from "@tronc/db";
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { AddressServiceUnavailable } from "../apps/api/src/services/shared/address-lookup";
import { ADMIN_BASE, clickByText, loginAs, newPage, screenshot, useBrowserApp, waitForText } from "./harness";
import { freshSiret } from "./sales-helpers";

/** The address service is down: every search fails as a timeout would. */
const t = useBrowserApp({
  addressLookup: {
    async search() {
      throw new AddressServiceUnavailable("down");
    },
  },
});

const stamp = String(Date.now()).slice(-6);
const NAME = `Traiteur Bellecour ${stamp}`;

const fieldValue = (page: Page, selector: string) =>
  page.$eval(selector, (input) => (input as HTMLInputElement).value);

describe("the address service down", () => {
  it("keeps what the person typed in the address, and saving keeps it", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", `${ADMIN_BASE}/suppliers`);
    // The count comes with the list's answer and lowers the header's button: wait for it before the click.
    await page.waitForFunction(
      () => /\d+ fournisseurs?$/.test(document.querySelector(".page-header-subtitle")?.textContent ?? ""),
      { timeout: 15_000 },
    );
    await clickByText(page, "button", "Ajouter un fournisseur");
    await page.waitForFunction(() => /\/suppliers\/\d+\/edit$/.test(location.pathname));
    const id = Number(/\/suppliers\/(\d+)\/edit$/.exec(new URL(page.url()).pathname)?.[1]);
    await page.waitForSelector("#supplier-name");
    await page.type("#supplier-name", NAME);
    await page.type("#supplier-siret", freshSiret("5"));
    await page.type("#supplier-address", "8 place Belle");

    // The service does not answer while the person is still typing: the warning shows, the field
    // stays under their keys (nothing typed after the warning is lost), and once they leave it the
    // typed entry holds the whole text, split.
    await waitForText(page, "Le service d'adresses ne répond pas : saisissez l'adresse à la main.", 20_000);
    await page.keyboard.type("cour, 69002 Lyon");
    await page.keyboard.press("Tab");
    await page.waitForSelector("#supplier-address-street");
    expect(await fieldValue(page, "#supplier-address-street")).toBe("8 place Bellecour");
    expect(await fieldValue(page, "#supplier-address-postal-code")).toBe("69002");
    expect(await fieldValue(page, "#supplier-address-city")).toBe("Lyon");
    await screenshot(page, "address-service-down-kept");

    await clickByText(page, ".supplier-save-bar button", "Enregistrer");
    await waitForText(page, "La modification est bien enregistrée", 20_000);
    const supplier = (await t.app.db.select().from(suppliers)).find((row) => row.id === id);
    const address = (await t.app.db.select().from(addresses)).find((row) => row.id === supplier?.addressId);
    expect(address).toMatchObject({ address: "8 place Bellecour", postalCode: "69002", city: "Lyon" });
    expect(page.errors).toEqual([]);
  });
});
