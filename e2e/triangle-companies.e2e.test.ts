import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { addresses, triangleCompanies } from "@tronc/db";
import type { ElementHandle, HTTPRequest, Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  clickByText,
  loginAs,
  newPage,
  screenshot,
  textsOf,
  typeInto,
  useBrowserApp,
  useScratchDir,
  waitForText,
} from "./harness";
import { noisePng } from "./noise-png";

const LIST = `${ADMIN_BASE}/company`;
const UNAVAILABLE = "Le service d'adresses ne répond pas : saisissez l'adresse à la main.";

const t = useBrowserApp();
const workDir = useScratchDir("tc-e2e-logos-");

/** The browser's calls to address.search answered as the Base Adresse Nationale would (or as down). */
async function fakeAddressService(page: Page, mode: () => "up" | "down") {
  await page.setRequestInterception(true);
  page.on("request", (request: HTTPRequest) => {
    if (!new URL(request.url()).pathname.startsWith("/trpc/address.search")) return void request.continue();
    const data =
      mode() === "down"
        ? { available: false, message: UNAVAILABLE, suggestions: [] }
        : {
            available: true,
            suggestions: [
              {
                label: "3 Quai de la Fosse 44000 Nantes",
                address: "3 Quai de la Fosse",
                postalCode: "44000",
                city: "Nantes",
                latitude: 47.2122,
                longitude: -1.5603,
              },
              {
                label: "12 Rue de la République 69002 Lyon",
                address: "12 Rue de la République",
                postalCode: "69002",
                city: "Lyon",
                latitude: 45.7631,
                longitude: 4.8357,
              },
            ],
          };
    void request.respond({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify([{ result: { data } }]),
    });
  });
}

const companyRows = async () =>
  (await t.app.db.select({ id: triangleCompanies.id }).from(triangleCompanies)).length;
/** A group company row by id or name, read straight from the database. */
const companyRow = async (match: { id?: number; name?: string }) =>
  (await t.app.db.select().from(triangleCompanies)).find(
    (row) => row.id === match.id || row.name === match.name,
  );
const addressRow = async (id: number | null | undefined) =>
  (await t.app.db.select().from(addresses)).find((row) => row.id === id);
const cardNames = (page: Page) => textsOf(page, ".tc-company-card .tc-company-name");

describe("group companies", () => {
  it("admin sees the cards, adds a company by hand, edits colour, bank details, address and logos", async () => {
    const page = await newPage(t.browser);
    let addressMode: "up" | "down" = "down";
    await fakeAddressService(page, () => addressMode);
    await loginAs(page, t.app.baseUrl, "admin", LIST);
    await page.waitForSelector(".tc-company-card");
    expect(await textsOf(page, "h1")).toEqual(["Entreprises du groupe"]);
    expect(await cardNames(page)).toEqual(["Triangle Digital", "Triangle Événements", "Triangle Formation"]);
    expect(
      await page.$$eval(".tc-company-card .tc-logo-initials", (els) => els.map((e) => e.textContent)),
    ).toEqual(["TD", "TÉ", "TF"]);

    // The add modal: a SIRET failing its key is refused in French, and nothing is saved.
    await clickByText(page, "button", "Ajouter une entreprise");
    await page.waitForSelector("#tc-new-name");
    await page.type("#tc-new-name", "Triangle Conseil");
    await page.type("#tc-new-siret", "44201234000019");
    await page.type("#tc-new-phone", "01 23 45 67 89");
    await page.type("#tc-new-email", "contact@conseil");
    await clickByText(page, '[role="dialog"] button', "Enregistrer");
    await waitForText(
      page,
      "Le SIRET « 44201234000019 » n'est pas valide (14 chiffres avec une clé correcte)",
    );
    await waitForText(page, "L'adresse e-mail « contact@conseil » n'est pas valide");
    await waitForText(page, "Choisissez une adresse dans la liste, ou saisissez-la à la main.");
    expect(await companyRows()).toBe(3);

    // The address service is down: the note, what was typed kept in the street field (issue 25), then
    // postal code and city typed by hand.
    await typeInto(page, "#tc-new-siret", "44201234000018");
    await typeInto(page, "#tc-new-email", "contact@conseil.tronc.test");
    await page.type("#tc-new-address", "8 boulevard du Palais");
    await waitForText(page, UNAVAILABLE);
    await page.keyboard.press("Tab");
    await page.waitForFunction(
      () =>
        (document.querySelector("#tc-new-address-street") as HTMLInputElement | null)?.value ===
        "8 boulevard du Palais",
    );
    await page.type("#tc-new-address-postal-code", "750");
    await page.type("#tc-new-address-city", "Paris");
    await waitForText(page, "Le code postal doit compter 5 chiffres (ex. 69002).");
    await page.type("#tc-new-address-postal-code", "01");
    await screenshot(page, "triangle-company-add-modal");
    await clickByText(page, '[role="dialog"] button', "Enregistrer");
    await waitForText(page, "L'entreprise est créée : complétez sa fiche.");
    await page.waitForSelector("#tc-bank");
    expect(await textsOf(page, "h1")).toEqual(["Triangle Conseil"]);
    const created = await companyRow({ name: "Triangle Conseil" });
    expect(created).toMatchObject({
      siret: "44201234000018",
      code: "TCO",
      email: "contact@conseil.tronc.test",
    });
    const typed = await addressRow(created?.addressId);
    expect(typed).toMatchObject({
      address: "8 boulevard du Palais",
      postalCode: "75001",
      city: "Paris",
      latitude: null,
    });

    // Edit: colour with alpha, bank details in rich text; a wrong SIRET is refused and nothing saved.
    await typeInto(page, "#tc-color-hex", "#e4572ecc");
    await page.click("#tc-bank");
    await page.type("#tc-bank", "IBAN FR76 3000 6000 0112 3456 7890 189");
    await page.click("#tc-cgv");
    await page.type("#tc-cgv", "Paiement à 30 jours fin de mois.");
    await page.click("#tc-footer");
    await page.type("#tc-footer", "Dupont & Fils SAS au capital de 10 000 € — RCS Paris 442 012 340");
    await typeInto(page, "#tc-siret", "44201234000019");
    await clickByText(page, "button", "Enregistrer");
    await waitForText(page, "Corrigez les champs signalés avant d'enregistrer.");
    await waitForText(page, "Le SIRET « 44201234000019 » n'est pas valide");
    expect((await companyRow({ id: created?.id }))?.color).toBe("#3b82f6ff");
    await typeInto(page, "#tc-siret", "44201234000018");

    // A new address chosen with the keyboard among the suggestions (service up).
    addressMode = "up";
    await page.type("#tc-address", "3 quai de la fosse");
    await page.waitForSelector('[role="option"]');
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    await screenshot(page, "address-suggestions");
    expect(await page.$eval("#tc-address", (el) => el.getAttribute("aria-activedescendant"))).toMatch(/-0$/);
    await page.keyboard.press("Enter");
    await waitForText(page, "Adresse retenue : 3 Quai de la Fosse, 44000 Nantes");
    await clickByText(page, "button", "Enregistrer");
    await waitForText(page, "L'entreprise à bien été mise à jour");
    const saved = await companyRow({ id: created?.id });
    expect(saved?.color).toBe("#e4572ecc");
    expect(saved?.pdfBanqInfos).toBe("<p>IBAN FR76 3000 6000 0112 3456 7890 189</p>");
    expect(saved?.cgv).toBe("<p>Paiement à 30 jours fin de mois.</p>");
    // Rich text like its siblings: the ampersand is kept as the HTML entity the PDF template renders as '&'.
    expect(saved?.footerPdf).toBe(
      "<p>Dupont &amp; Fils SAS au capital de 10 000 € — RCS Paris 442 012 340</p>",
    );
    const moved = await addressRow(created?.addressId);
    expect(moved).toMatchObject({ address: "3 Quai de la Fosse", city: "Nantes", latitude: "47.2122000" });

    // Two PNG logos at once; the big one (1600×1200, over the 5 MB upload cap) is shrunk in the browser.
    const big = join(workDir.path, "grand-logo.png");
    const small = join(workDir.path, "petit-logo.png");
    writeFileSync(big, noisePng(1600, 1200));
    writeFileSync(small, noisePng(40, 40));
    const fileInput = (await page.$('input[type="file"]')) as ElementHandle<HTMLInputElement>;
    await fileInput.uploadFile(big, small);
    await page.waitForFunction(() => document.querySelectorAll(".tc-logo-item").length === 2, {
      timeout: 30_000,
    });
    const first = await page.$eval(".tc-logo-item img", async (img) => {
      const image = img as HTMLImageElement;
      await image.decode();
      const id = /\/api\/files\/(\d+)\//.exec(image.src)?.[1];
      const meta = await (await fetch(`/api/files/${id}`)).json();
      return { width: image.naturalWidth, height: image.naturalHeight, size: meta.size, type: meta.type };
    });
    expect(first.width).toBe(800);
    expect(first.height).toBe(600);
    expect(first.size).toBeLessThanOrEqual(1024 * 1024);
    expect(first.type).toMatch(/^image\/(webp|jpeg)$/);
    // The edit screen as a person opens it, for the record.
    await page.goto(page.url(), { waitUntil: "domcontentloaded" });
    await page.waitForSelector("#tc-bank p");
    await page.waitForFunction(() => document.querySelectorAll(".tc-logo-item").length === 2);
    await screenshot(page, "triangle-company-edit", true);

    // Remove the small one, with the spec's confirmation.
    await page.click('button[aria-label="Retirer le logo petit-logo.png"]');
    await waitForText(page, "Confirmez-vous la suppression de ce fichier ?");
    await clickByText(page, '[role="dialog"] button', "Supprimer");
    await page.waitForFunction(() => document.querySelectorAll(".tc-logo-item").length === 1);

    // Back on the list: four cards, the new one with its logo.
    await clickByText(page, "a", "Retour à la liste");
    await page.waitForFunction(() => document.querySelectorAll(".tc-company-card").length === 4);
    expect(await cardNames(page)).toEqual([
      "Triangle Conseil",
      "Triangle Digital",
      "Triangle Événements",
      "Triangle Formation",
    ]);
    const logo = await page.waitForSelector('.tc-company-card img[alt="Logo de Triangle Conseil"]');
    expect(
      await logo?.evaluate((img) =>
        (img as HTMLImageElement).decode().then(() => (img as HTMLImageElement).naturalWidth),
      ),
    ).toBe(800);
    await screenshot(page, "triangle-company-list");
    expect(page.errors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
    await page.close();
  });

  it("'Entreprise active' saves at once and the card shows a cross", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "admin", `${LIST}/${t.app.demo.companyIds[2]}`);
    await page.waitForSelector('input[role="switch"]');
    await clickByText(page, "label.switch span", "Entreprise active");
    await waitForText(page, "L'entreprise à bien été mise à jour");
    await waitForText(page, "Entreprise inactive");
    const row = await companyRow({ id: t.app.demo.companyIds[2] });
    expect(row?.isActive).toBe(false);
    await page.goto(`${t.app.baseUrl}${LIST}`, { waitUntil: "domcontentloaded" });
    await page.waitForSelector(".tc-company-card.is-inactive");
    expect(await textsOf(page, ".tc-company-card.is-inactive .tc-company-name")).toEqual([
      "Triangle Formation",
    ]);
    await page.close();
  });

  it("admin sets the invoices' legal mentions: legal form, capital, RCS, débits option, terms", async () => {
    const page = await newPage(t.browser);
    await page.setViewport({ width: 1280, height: 900 });
    const id = t.app.demo.companyIds[0];
    await loginAs(page, t.app.baseUrl, "admin", `${LIST}/${id}`);
    await waitForText(page, "Mentions des factures");
    // The logos load after the form and push it down: type once they are in place.
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
    const value = (selector: string) => page.$eval(selector, (el) => (el as HTMLTextAreaElement).value);
    expect(await value("#tc-late-penalty")).toBe(
      "Taux de refinancement de la Banque centrale européenne majoré de 10 points",
    );
    expect(await value("#tc-early-payment")).toBe("Pas d'escompte pour paiement anticipé");
    await typeInto(page, "#tc-legal-form", "SAS");
    await typeInto(page, "#tc-share-capital", "10 000 €");
    await typeInto(page, "#tc-rcs", "Paris 732 829 320");
    await typeInto(page, "#tc-late-penalty", "Trois fois le taux d'intérêt légal");
    await clickByText(page, "label.switch span", "Option pour le paiement de la taxe d'après les débits");
    await clickByText(page, "button", "Enregistrer");
    await waitForText(page, "L'entreprise à bien été mise à jour");
    const row = await companyRow({ id });
    expect(row).toMatchObject({
      legalForm: "SAS",
      shareCapital: "10 000 €",
      rcs: "Paris 732 829 320",
      vatOnDebits: true,
      latePenaltyTerms: "Trois fois le taux d'intérêt légal",
      earlyPaymentTerms: "Pas d'escompte pour paiement anticipé",
    });
    await page.goto(page.url(), { waitUntil: "domcontentloaded" });
    await waitForText(page, "Mentions des factures");
    expect(await value("#tc-rcs")).toBe("Paris 732 829 320");
    expect(await page.$eval("#tc-vat-on-debits", (el) => (el as HTMLInputElement).checked)).toBe(true);
    const mentions = await page.$("#tc-invoice-mentions");
    await mentions?.scrollIntoView();
    await screenshot(page, "triangle-company-mentions");
    await page.close();
  });

  it("user@tronc.test cannot reach the screens, and the server refuses the data", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", LIST);
    await waitForText(page, "Accès refusé");
    const id = t.app.demo.companyIds[0] ?? 0;
    await page.goto(`${t.app.baseUrl}${LIST}/${id}`, { waitUntil: "domcontentloaded" });
    await waitForText(page, "Accès refusé");
    const statuses = await page.evaluate(async (companyId: number) => {
      const get = await fetch(
        `/trpc/triangleCompany.get?input=${encodeURIComponent(JSON.stringify({ id: companyId }))}`,
      );
      const put = await fetch(`/api/tronc-commun/triangle_companies/${companyId}`, {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Piratée" }),
      });
      return { get: get.status, put: put.status, message: (await put.json())["hydra:description"] };
    }, id);
    expect(statuses).toEqual({
      get: 403,
      put: 403,
      message: "Vous n'avez pas les droits pour cette action.",
    });
    const row = await companyRow({ id });
    expect(row?.name).toBe("Triangle Événements");
    await page.close();
  });
});
