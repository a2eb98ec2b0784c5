import { addresses, companies, companyContacts, triangleCustomers } from "@tronc/db";
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
import { clickInDialog, fillLeadRequest, freshSiret, noDialog } from "./sales-helpers";

const t = useBrowserApp();

const stamp = String(Date.now()).slice(-6);
const NAME = `Atelier Lumière ${stamp}`;
const DUPLICATE =
  "Attention vous risquez de créer un doublon, cette adresse mail est déjà présente parmi les contacts de cette entreprise. Êtes-vous sûr de vouloir ajouter ce nouveau contact ?";

async function addContact(page: Page, name: string, email: string, phone: string) {
  await clickByText(page, "button", "Ajouter un contact");
  await page.waitForSelector("#client-contact-name");
  await page.type("#client-contact-name", name);
  await page.type("#client-contact-email", email);
  await page.type("#client-contact-phone", phone);
  await clickInDialog(page, "Ajouter un contact", "Enregistrer");
}

describe("client companies", () => {
  it("creates a client, finds it, opens its sheet, adds contacts and ticks 'Client de'", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "chef", `${ADMIN_BASE}/companies`);
    await page.waitForSelector(".client-card");
    expect(await textsOf(page, "h1")).toEqual(["Clients"]);
    await screenshot(page, "clients-list");

    // 'Ajouter un client': a SIRET with a wrong key is refused as typed, the address is typed by hand.
    const siret = freshSiret("9");
    await clickByText(page, "button", "Ajouter un client");
    await page.waitForSelector("#client-name");
    await page.type("#client-name", NAME);
    await page.type("#client-siret", siret.slice(0, 13));
    await waitForText(page, "13 chiffres sur 14");
    await page.type("#client-siret", siret.slice(13));
    await waitForText(page, "SIRET valide");
    await clickByText(page, "button", "Saisir l'adresse à la main");
    await page.type("#client-address-street", "12 rue de la République");
    await page.type("#client-address-postal-code", "69002");
    await page.type("#client-address-city", "Lyon");
    await page.type("#client-activitySector", "Culture");
    await page.click(".client-of-box input");
    await clickInDialog(page, "Ajouter un client", "Enregistrer");
    await waitForText(page, "Le client est créé");
    await page.waitForFunction((name) => document.querySelector("h1")?.textContent === name, {}, NAME);
    await noDialog(page);

    // Back to the list: the search finds it; the card opens the sheet.
    await clickByText(page, "a", "← Clients");
    await page.waitForSelector("#client-search");
    await page.type("#client-search", `lumiere ${stamp}`);
    await page.waitForFunction(
      (name) => {
        const names = Array.from(document.querySelectorAll(".client-card-name")).map((n) => n.textContent);
        return names.length === 1 && names[0] === name;
      },
      { timeout: 10_000 },
      NAME,
    );
    expect(await textsOf(page, ".client-card-groups .badge")).toHaveLength(1);
    await page.click(".client-card");
    await page.waitForFunction((name) => document.querySelector("h1")?.textContent === name, {}, NAME);
    await waitForText(page, "Aucun contact pour ce client.");

    // A contact, then a second one with the same e-mail: the duplicate warning, confirmed.
    await addContact(page, "Inès Morel", "ines.morel@atelier-lumiere.fr", "04 72 11 22 33");
    await waitForText(page, "Le contact est ajouté");
    await page.waitForFunction(() => document.querySelectorAll(".client-contact").length === 1);
    await noDialog(page);
    await addContact(page, "Inès Morel-Garnier", "ines.morel@atelier-lumiere.fr", "06 11 22 33 44");
    await waitForText(page, DUPLICATE);
    await clickInDialog(page, DUPLICATE, "Enregistrer quand même");
    await page.waitForFunction(() => document.querySelectorAll(".client-contact").length === 2);
    await noDialog(page);

    // The identity modal: headcount and a second group company ticked.
    await clickByText(page, "button", "Modifier");
    await page.waitForSelector("#client-companySize");
    await page.type("#client-companySize", "25");
    const boxes = await page.$$(".client-of-box input");
    expect(boxes.length).toBeGreaterThan(1);
    await boxes[1]?.click();
    await clickInDialog(page, "Modifier la fiche client", "Enregistrer");
    await waitForText(page, "La fiche client est enregistrée");
    await waitForText(page, "25 salariés");
    await noDialog(page);
    expect(
      (await textsOf(page, ".client-fact .badge")).filter((text) => text.endsWith("prospect")),
    ).toHaveLength(2);

    // A new client has no invoice yet: the accounting tab says so.
    await closeToasts(page);
    await clickByText(page, "button[role=tab]", "Factures");
    await page.waitForSelector('#client-tab-invoices[aria-selected="true"]');
    await waitForText(page, "Aucune facture pour ce client");
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "clients-sheet");
    await screenshot(page, "clients-sheet-full", true);
    // The only failed request is the 409 of the duplicate e-mail, answered by the confirmation.
    expect(page.errors).toEqual([
      "Failed to load resource: the server responded with a status of 409 (Conflict)",
    ]);
    await page.close();

    const [company] = (await t.app.db.select().from(companies)).filter((row) => row.name === NAME);
    expect(company).toMatchObject({ siret, activitySector: "Culture", companySize: 25 });
    const links = (await t.app.db.select().from(triangleCustomers)).filter(
      (row) => row.companyId === company?.id,
    );
    expect(links.map((link) => link.isProspect)).toEqual([true, true]);
    const contacts = (await t.app.db.select().from(companyContacts)).filter(
      (row) => row.companyId === company?.id,
    );
    expect(contacts).toHaveLength(2);
  });

  it("a lead for an existing client: its company and contact picked in step 1, listed on its sheet", async () => {
    const contact = (await t.app.db.select().from(companyContacts)).at(0);
    const client = (await t.app.db.select().from(companies)).find((row) => row.id === contact?.companyId);
    if (!contact || !client) throw new Error("the demo data has no client contact");
    const subject = `Refonte du site ${stamp}`;
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "chef", `${ADMIN_BASE}/lead`);
    // The dialog starts from the lead options (the group companies, also offered by the list's filter).
    await page.waitForSelector("#lead-filter-company option:nth-child(2)", { timeout: 15_000 });
    await clickByText(page, "button", "Ajouter un Lead");
    await clickByText(page, ".lead-mode-option", "Entreprise cliente existante");
    await page.type("#lead-company-search", client.name);
    await clickByText(page, ".lead-picker-item strong", client.name);
    await page.waitForSelector(`#lead-contact option[value="${contact.id}"]`);
    await page.select("#lead-contact", String(contact.id));
    expect(await page.$("#lead-contact-phone")).toBeNull();
    await clickInDialog(page, "Étape 1 sur 2", "Suivant");
    await fillLeadRequest(page, {
      subject,
      source: "Client existant",
      message: "Nouveau site vitrine avec prise de rendez-vous.",
    });
    await clickInDialog(page, "Étape 2 sur 2", "Créer le lead");
    await waitForText(page, "Le lead est créé");
    await noDialog(page);

    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/companies/${client.id}`, {
      waitUntil: "domcontentloaded",
    });
    await page.waitForFunction((name) => document.querySelector("h1")?.textContent === name, {}, client.name);
    expect(await textsOf(page, ".client-links a")).toContain(subject);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("a client abroad: a Belgian address typed by hand in the identity modal", async () => {
    const client = (await t.app.db.select().from(companies)).filter((row) => row.name !== NAME).at(-1);
    if (!client) throw new Error("the demo data has no client company");
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "chef", `${ADMIN_BASE}/companies/${client.id}`);
    await page.waitForFunction((name) => document.querySelector("h1")?.textContent === name, {}, client.name);
    await clickByText(page, "section[aria-labelledby=client-identity-title] button", "Modifier");
    await page.waitForSelector("#client-name");
    // Under load the modal's address field may still be mounting when first clicked: click again then.
    await clickByText(page, "button", "Saisir l'adresse à la main");
    await waitForText(page, "France ou étranger", 3_000).catch(() =>
      clickByText(page, "button", "Saisir l'adresse à la main"),
    );
    await waitForText(page, "France ou étranger");
    await page.type("#client-address-street", "Rue Neuve 12");
    await page.type("#client-address-postal-code", "1000");
    await page.type("#client-address-city", "Bruxelles");
    await waitForText(page, "Adresse retenue : Rue Neuve 12, 1000 Bruxelles");
    await screenshot(page, "clients-address-abroad");
    await clickInDialog(page, "Modifier la fiche client", "Enregistrer");
    await waitForText(page, "La fiche client est enregistrée");
    await noDialog(page);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll(".client-block-line")).some(
        (line) => line.textContent?.trim() === "1000 Bruxelles",
      ),
    );
    expect(await textsOf(page, ".client-block-line")).toContain("Rue Neuve 12");
    expect(page.errors).toEqual([]);
    await page.close();

    const [saved] = (await t.app.db.select().from(companies)).filter((row) => row.id === client.id);
    const [address] = (await t.app.db.select().from(addresses)).filter((row) => row.id === saved?.addressId);
    expect(address).toMatchObject({ address: "Rue Neuve 12", postalCode: "1000", city: "Bruxelles" });
  });
});
