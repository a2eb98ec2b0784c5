import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { companies, leads, projects } from "@tronc/db";
import type { ElementHandle, Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  clickByText,
  closeToasts,
  loginAs,
  newPage,
  screenshot,
  setValue,
  textsOf,
  typeInto,
  useBrowserApp,
  useScratchDir,
  waitForText,
} from "./harness";
import {
  clickCentered,
  clickInDialog,
  fillLeadRequest,
  freshSiret,
  laterToday,
  noDialog,
} from "./sales-helpers";

const t = useBrowserApp();
const workDir = useScratchDir("tc-e2e-leads-");

const stamp = String(Date.now()).slice(-6);
const SUBJECT = `Séminaire de printemps ${stamp}`;
const COMPANY = `Brasserie du Port ${stamp}`;

/** The row of the list showing the lead's subject. */
const rowOf = (page: Page, subject: string) =>
  page.waitForFunction(
    (wanted: string) =>
      Array.from(document.querySelectorAll<HTMLElement>(".lead-row")).find((row) =>
        row.querySelector(".lead-row-subject")?.textContent?.includes(wanted),
      ),
    { timeout: 10_000 },
    subject,
  );

const pressedChips = (page: Page) => textsOf(page, '.lead-chip[aria-pressed="true"]');

describe("leads", () => {
  it("a sales person creates a lead, takes it over, calls back today, logs a call, converts it to a client and a project", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", `${ADMIN_BASE}/lead`);
    await page.waitForSelector('.lead-list[aria-busy="false"] .lead-row', { timeout: 15_000 });
    expect(await textsOf(page, "h1")).toEqual(["Liste des Leads"]);
    expect(await pressedChips(page)).toEqual(["Non lus"]);
    // Every row of the default list is unread: red left border.
    const borders = await page.$$eval(".lead-row", (rows) =>
      rows.map((row) => getComputedStyle(row).borderLeftColor),
    );
    expect(new Set(borders)).toEqual(new Set(["rgb(192, 54, 44)"]));
    expect(await page.$eval(".lead-count", (badge) => getComputedStyle(badge).backgroundColor)).toBe(
      "rgb(192, 54, 44)",
    );
    await screenshot(page, "leads-list");

    // Step 1: the requester, typed; the phone is required. The dialog starts from the lead options
    // (the group companies, also offered by the list's filter).
    await page.waitForSelector("#lead-filter-company option:nth-child(2)", { timeout: 15_000 });
    await clickByText(page, "button", "Ajouter un Lead");
    await page.waitForSelector("#lead-company-name");
    await page.type("#lead-company-name", COMPANY);
    await page.type("#lead-contact-name", "Camille Leroy");
    await clickInDialog(page, "Étape 1 sur 2", "Suivant");
    await waitForText(page, "Le téléphone du contact est obligatoire");
    await page.type("#lead-contact-phone", "06 12 34 56 78");
    await page.type("#lead-contact-email", "camille.leroy@brasserie-port.fr");
    await clickInDialog(page, "Étape 1 sur 2", "Suivant");
    // Step 2: the request.
    await fillLeadRequest(page, {
      subject: SUBJECT,
      source: "Salon",
      message: "Séminaire pour 40 personnes en avril, avec un dîner.",
    });
    await screenshot(page, "leads-create-step-2");
    await clickInDialog(page, "Étape 2 sur 2", "Créer le lead");
    await waitForText(page, "Le lead est créé");
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));

    // Found among the unread (newest first), with the search.
    await page.type("#lead-search", stamp);
    await rowOf(page, SUBJECT);
    await page.waitForFunction(() => document.querySelectorAll(".lead-row").length === 1);
    expect(await page.$eval(".lead-row", (row) => row.classList.contains("is-unread"))).toBe(true);
    await page.click(".lead-row");

    // The lead page: take it over.
    await page.waitForFunction(
      (subject) => document.querySelector("h1")?.textContent === subject,
      {},
      SUBJECT,
    );
    expect(await page.$("#lead-level")).toBeNull();
    await clickCentered(page, "button", "PRENDRE EN CHARGE");
    await waitForText(page, "Vous avez pris ce lead en charge");
    await page.waitForSelector("#lead-status");
    expect(await page.$eval("#lead-status", (select) => (select as HTMLSelectElement).value)).toBe(
      "LEAD_STATUS_NEW",
    );
    await waitForText(page, "Pris en charge par Lucas Durand");

    // A callback: no date first ('Date de rappel invalide'), then later today.
    await clickCentered(page, "button", "Ajouter un rappel");
    await page.waitForSelector("#lead-callback-at");
    await clickCentered(page, "button", "Enregistrer le rappel");
    await waitForText(page, "Date de rappel invalide");
    await setValue(page, "#lead-callback-at", laterToday());
    await page.type("#lead-callback-subject", "Rappeler pour confirmer la date");
    await clickCentered(page, "button", "Enregistrer le rappel");
    await waitForText(page, "Rappel sauvegardé");
    await page.waitForSelector(".lead-callback.is-warning, .lead-callback.is-danger");

    // The list remembers the search; 'Rappel auj.' clears the statuses and shows the lead.
    await clickByText(page, "a", "← Liste des Leads");
    await page.waitForSelector("#lead-search");
    expect(await page.$eval("#lead-search", (input) => (input as HTMLInputElement).value)).toBe(stamp);
    await clickByText(page, "label.switch", "Rappel auj.");
    await rowOf(page, SUBJECT);
    expect(await pressedChips(page)).toEqual([]);
    // The list first shows what it had kept (the lead still unread) while it asks the server again.
    await page.waitForSelector(".lead-row.is-read", { timeout: 10_000 });
    expect(await page.$eval(".lead-row", (row) => row.classList.contains("is-read"))).toBe(true);
    expect((await textsOf(page, ".lead-row .badge")).some((text) => text.startsWith("Rappel "))).toBe(true);
    await screenshot(page, "leads-list-callback-today");
    await page.click(".lead-row");

    // A call.
    await page.waitForSelector("#lead-call-comment");
    await page.select("#lead-call-type", "INCOMING_CALL");
    await page.type("#lead-call-comment", "Le client confirme 40 personnes, budget à préciser.");
    await clickCentered(page, "button", "Ajouter l'échange");
    await waitForText(page, "Votre commentaire est bien enregistré");
    await page.waitForSelector(".lead-call");
    expect(await textsOf(page, ".lead-call .badge")).toEqual(["Appel entrant"]);
    // Edited by its author, then a second one deleted after the confirmation.
    await clickCentered(page, ".lead-call button", "Modifier");
    await page.waitForSelector(".lead-call-edit textarea");
    await typeInto(
      page,
      ".lead-call-edit textarea",
      "Le client confirme 40 personnes. Devis attendu vendredi.",
    );
    await clickCentered(page, ".lead-call-edit button", "Enregistrer");
    await page.waitForFunction(() =>
      document.querySelector(".lead-call-comment")?.textContent?.includes("Devis attendu vendredi."),
    );
    await page.type("#lead-call-comment", "Message laissé sur le répondeur.");
    await clickCentered(page, "button", "Ajouter l'échange");
    await page.waitForFunction(() => document.querySelectorAll(".lead-call").length === 2);
    await clickCentered(page, ".lead-call:first-child button", "Supprimer");
    await clickInDialog(page, "Confirmez-vous la suppression de cet appel ?", "Supprimer");
    await waitForText(page, "L'échange est supprimé");
    await page.waitForFunction(() => document.querySelectorAll(".lead-call").length === 1);

    // An attachment, added then deleted.
    const attachment = join(workDir.path, "cahier-des-charges.txt");
    writeFileSync(attachment, "Séminaire : 40 personnes, avril.");
    const fileInput = await page.$("#lead-file-input");
    await (fileInput as ElementHandle<HTMLInputElement> | null)?.uploadFile(attachment);
    await waitForText(page, "Le fichier est ajouté au lead");
    await page.waitForFunction(
      () => document.querySelector(".attachments-list a")?.textContent === "cahier-des-charges.txt",
    );
    await clickCentered(page, ".attachments-list button", "Supprimer");
    await clickInDialog(page, "Confirmez-vous la suppression de ce fichier ?", "Supprimer");
    await waitForText(page, "Fichier effacé");
    await waitForText(page, "Aucune pièce jointe.");

    // The requester becomes a client company (typed address: no address service in tests).
    const siret = freshSiret();
    await clickCentered(page, "button", "Rattacher à une entreprise");
    await page.waitForSelector("#lead-convert-name");
    expect(await page.$eval("#lead-convert-name", (input) => (input as HTMLInputElement).value)).toBe(
      COMPANY,
    );
    const wrongKey = `${siret.slice(0, 13)}${(Number(siret[13]) + 1) % 10}`;
    await page.type("#lead-convert-siret", wrongKey);
    await waitForText(page, `Le SIRET « ${wrongKey} » n'est pas valide`);
    await typeInto(page, "#lead-convert-siret", siret);
    await waitForText(page, "SIRET valide");
    await clickByText(page, "button", "Saisir l'adresse à la main");
    await page.type("#lead-convert-address-street", "5 quai de la Fosse");
    await page.type("#lead-convert-address-postal-code", "44000");
    await page.type("#lead-convert-address-city", "Nantes");
    await page.type("#lead-convert-activitySector", "Hôtellerie-restauration");
    await screenshot(page, "leads-convert-company");
    await clickInDialog(page, "Étape 1 sur 2", "Suivant");
    await page.waitForSelector("#lead-convert-contact-email");
    expect(
      await page.$eval("#lead-convert-contact-email", (input) => (input as HTMLInputElement).value),
    ).toBe("camille.leroy@brasserie-port.fr");
    await clickInDialog(page, "Étape 2 sur 2", "Rattacher");
    await waitForText(page, "Le lead est rattaché à l'entreprise");
    await noDialog(page);
    await clickCentered(page, "a.lead-link-title", COMPANY);
    await page.waitForFunction((name) => document.querySelector("h1")?.textContent === name, {}, COMPANY);
    await waitForText(page, "Camille Leroy");
    await page.goBack();

    // The project.
    await clickCentered(page, "button", "Convertir en projet");
    await waitForText(page, "Projet créé");
    await waitForText(page, "Voir le projet →");
    expect(
      await page.$$eval("a", (links) => links.filter((a) => a.textContent === "Voir le projet →").length),
    ).toBe(1);
    // The page as it stands, from its top, once the toasts are closed.
    await closeToasts(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "leads-edit");
    await screenshot(page, "leads-edit-full", true);
    expect(page.errors).toEqual([]);
    await page.close();

    // What the database holds.
    const [lead] = (await t.app.db.select().from(leads)).filter((row) => row.subject === SUBJECT);
    expect(lead).toMatchObject({ leadStatus: "LEAD_STATUS_NEW" });
    expect(lead?.callbackAt).not.toBeNull();
    const [company] = (await t.app.db.select().from(companies)).filter((row) => row.id === lead?.companyId);
    expect(company).toMatchObject({ name: COMPANY, siret, activitySector: "Hôtellerie-restauration" });
    const [project] = (await t.app.db.select().from(projects)).filter((row) => row.leadId === lead?.id);
    expect(project).toMatchObject({ state: "STATE_PROJECT", companyId: company?.id });
  });

  it("the super admin reads the log of a trash lead, then deletes it ('Le lead a bien été supprimé' at the top)", async () => {
    const projectStates = new Map(
      (await t.app.db.select().from(projects)).map((project) => [project.leadId, project.state]),
    );
    const trash = (await t.app.db.select().from(leads)).find(
      (lead) =>
        lead.leadLevel === "LEAD_TRASH" &&
        lead.ownerId !== null &&
        projectStates.get(lead.id) === "STATE_LEAD",
    );
    if (!trash) throw new Error("the demo data has no trash lead at the lead stage");
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "admin", `${ADMIN_BASE}/lead`);
    await clickByText(page, "label.switch", "Poubelle");
    await rowOf(page, trash.subject);
    expect(await pressedChips(page)).toEqual([]);
    // The export link (the list also links to the recommendations).
    const exportHref = await page.$eval('a.btn[href*="export"]', (link) => link.getAttribute("href"));
    expect(exportHref).toBe("/admin/leads-export?searchStatus%5B%5D=ALL&leadTrash=1");

    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/lead/edit/${trash.id}`, { waitUntil: "domcontentloaded" });
    await page.waitForSelector("#lead-status");
    await page.select("#lead-status", "LEAD_STATUS_REFUSED");
    await clickCentered(page, ".lead-side button", "Enregistrer");
    await waitForText(page, "Le lead est enregistré");
    await clickCentered(page, "button", "Journal des états");
    await page.waitForSelector('[role="dialog"] table');
    expect(await textsOf(page, '[role="dialog"] tbody tr td:nth-child(3)')).toContain("Statut");
    expect(await textsOf(page, '[role="dialog"] tbody tr td:nth-child(5)')).toContain("Devis refusé");
    await screenshot(page, "leads-change-log");
    await clickInDialog(page, "Journal des états du lead", "Fermer");
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));

    await page.click('button[aria-label="Supprimer le lead"]');
    await clickInDialog(
      page,
      "Etes-vous sur de vouloir supprimer le lead ? Opération irréversible",
      "Supprimer",
    );
    await page.waitForFunction(
      () => document.querySelector(".toast-region-top")?.textContent?.includes("Le lead a bien été supprimé"),
      { timeout: 10_000 },
    );
    await page.waitForFunction(() => window.location.pathname === "/tronc-commun/admin/lead");
    expect((await t.app.db.select().from(leads)).some((lead) => lead.id === trash.id)).toBe(false);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
