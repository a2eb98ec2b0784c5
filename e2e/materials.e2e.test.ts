import { auditLog, materials, triangleCompanies } from "@tronc/db";
import type { HTTPResponse } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  clickByText,
  closeToasts,
  type DemoUser,
  loginAs,
  newPage,
  selectWhenOffered,
  setValue,
  shotsDir,
  type TestPage,
  textsOf,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();
const stamp = String(Date.now()).slice(-6);
const MODEL = `Galaxy A54 ${stamp}`;
const VAN = `Kangoo ${stamp}`;
const PHONE_PASSWORD = `Ours-${stamp}-brun`;
const GOOGLE_PASSWORD = `Gg-${stamp}-Lyon!`;
const PIN = "4827";
// Luhn, by hand, on the 14 digits 3 5 6 9 3 8 0 3 5 6 4 3 8 0: doubling every second digit from the
// right (5 9 8 3 6 3 0 → 10 18 16 6 12 6 0 → digit sums 1 9 7 6 3 6 0 = 32) plus the others
// (3 6 3 0 5 4 8 = 29) makes 61, so the check digit is 9 (61 + 9 = 70).
const IMEI = "356938035643809";
const IMEI_BAD_CHECK = "356938035643801";
const WAIT = { timeout: 30_000 };
const SHOTS = shotsDir("materials");

/** Signs in on the list and waits for its count (the list's answer). */
async function openList(page: TestPage, who: DemoUser) {
  await loginAs(page, t.app.baseUrl, who, `${ADMIN_BASE}/material`);
  await waitForText(page, "Liste du matériel");
  await page.waitForFunction(() =>
    /matériel/.test(document.querySelector(".page-header-subtitle")?.textContent ?? ""),
  );
}

async function firstCompany() {
  const company = (await t.app.db.select().from(triangleCompanies)).find((one) => one.isActive);
  if (!company) throw new Error("the demo has active group companies");
  return company;
}

const savedWithModel = async (model: string) =>
  (await t.app.db.select().from(materials)).filter((row) => row.model === model);

/** The cards shown: their type badge, title, and key fact. */
const cards = (page: TestPage) =>
  page.$$eval(".material-card", (elements) =>
    elements.map((card) => ({
      type: card.querySelector(".material-card-type")?.textContent?.trim(),
      title: card.querySelector(".material-card-open")?.textContent?.trim(),
      fact: card.querySelector(".material-card-fact")?.textContent?.trim(),
      active: (card.querySelector(".material-card-switch input") as HTMLInputElement | null)?.checked,
    })),
  );

async function showOnly(page: TestPage, search: string, type: string) {
  await page.select("#material-filter-type", type);
  await typeInto(page, "#material-search", search);
}

const fieldError = (page: TestPage, id: string) =>
  page.$eval(`#${id}`, (input) =>
    input.closest(".field")?.querySelector(".field-error")?.textContent?.trim(),
  );

const inputValue = (page: TestPage, id: string) =>
  page.$eval(`#${id}`, (input) => (input as HTMLInputElement).value);

/** A page of a laptop's size, the screen these screens are drawn for. */
async function laptopPage() {
  const page = await newPage(t.browser);
  await page.setViewport({ width: 1366, height: 768 });
  return page;
}

const shoot = (page: TestPage, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

describe("'Liste du matériel'", () => {
  it("adds a phone with its codes (refusing a wrong IMEI check digit), finds it by type, reveals a code as super admin", async () => {
    const company = await firstCompany();
    const page = await laptopPage();
    await openList(page, "admin");

    await clickByText(page, "button", "Ajouter du matériel");
    await waitForText(page, "Type de matériel");
    await clickByText(page, ".material-type-option", "Téléphone");
    await selectWhenOffered(page, "#material-triangleOwnerId", String(company.id));
    await setValue(page, "#material-buyAt", "2025-03-14");
    await page.type("#material-brand", "Samsung");
    await page.type("#material-model", MODEL);
    await page.type("#material-phoneNumber", "06 12 34 56 78");
    await page.type("#material-imei1", IMEI_BAD_CHECK);
    await page.type("#material-googleAccount", `flotte.${stamp}@gmail.com`);
    await page.type("#material-phonePassword", PHONE_PASSWORD);
    await page.type("#material-pinCode", PIN);
    await page.type("#material-googlePassword", GOOGLE_PASSWORD);
    await shoot(page, "phone-modal-new");

    // A wrong check digit: the server's French message under IMEI 1, nothing saved, nothing typed lost.
    await clickByText(page, ".modal button", "Enregistrer");
    await page.waitForFunction(
      () => document.querySelector("#material-imei1")?.closest(".field")?.querySelector(".field-error"),
      WAIT,
    );
    expect(await fieldError(page, "material-imei1")).toMatch(/IMEI/);
    expect(await savedWithModel(MODEL)).toEqual([]);
    expect(await inputValue(page, "material-model")).toBe(MODEL);
    expect(await inputValue(page, "material-phonePassword")).toBe(PHONE_PASSWORD);
    await shoot(page, "phone-modal-bad-imei");

    await typeInto(page, "#material-imei1", IMEI);
    await clickByText(page, ".modal button", "Enregistrer");
    await waitForText(page, "Le matériel est bien enregistré");
    await page.waitForFunction(() => !document.querySelector("#material-form"), WAIT);
    const [saved] = await savedWithModel(MODEL);
    expect(saved).toMatchObject({ type: "phone", imei1: IMEI, triangleOwnerId: company.id, isActive: true });
    // Encrypted at rest: the column holds a sealed value, never the password itself.
    expect(saved?.phonePasswordSecret).toMatch(/^v1\./);
    expect(JSON.stringify(saved)).not.toContain(PHONE_PASSWORD);
    await closeToasts(page);

    // Found by its type, not under another.
    await showOnly(page, stamp, "phone");
    await page.waitForFunction(() => document.querySelectorAll(".material-card").length === 1, WAIT);
    expect(await cards(page)).toEqual([
      { type: "Téléphone", title: `Samsung ${MODEL}`, fact: "06 12 34 56 78", active: true },
    ]);
    await shoot(page, "list-phone");
    await page.select("#material-filter-type", "vehicule");
    await waitForText(page, "Pas de matériel");
    await page.select("#material-filter-type", "phone");
    await page.waitForSelector(".material-card", WAIT);

    // The edit modal: codes empty with their placeholder; 'Afficher' shows the password and logs it.
    await clickByText(page, ".material-card-open", `Samsung ${MODEL}`);
    await page.waitForSelector("#material-phonePassword", WAIT);
    expect(await inputValue(page, "material-phonePassword")).toBe("");
    expect(
      await page.$eval("#material-phonePassword", (input) => (input as HTMLInputElement).placeholder),
    ).toBe("•••••• (enregistré)");
    await waitForText(page, "Aucun code n'a encore été affiché.");
    await clickByText(page, "[data-secret=phonePassword] button", "Afficher");
    await page.waitForSelector("[data-revealed=phonePassword]", WAIT);
    expect(await textsOf(page, "[data-revealed=phonePassword]")).toEqual([PHONE_PASSWORD]);
    await page.waitForSelector(".material-reveals-table tbody tr", WAIT);
    const [row] = await page.$$eval(".material-reveals-table tbody tr", (rows) =>
      rows.map((tr) => Array.from(tr.cells).map((cell) => cell.textContent?.trim())),
    );
    expect(row?.[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(row?.slice(1)).toEqual(["Alice Martin", "Mot de passe du téléphone"]);
    const audit = (await t.app.db.select().from(auditLog)).filter(
      (entry) => entry.entityType === "material" && entry.entityId === saved?.id,
    );
    expect(audit.filter((entry) => entry.field === "secret-reveal")).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(PHONE_PASSWORD);
    await page.evaluate(() => document.querySelector(".modal-body")?.scrollTo(0, 10_000));
    await shoot(page, "phone-modal-revealed");

    // 'Effacer' wipes the PIN on saving; the codes left untouched keep their sealed value.
    await clickByText(page, "[data-secret=pinCode] button", "Effacer");
    expect(await page.$eval("#material-pinCode", (input) => (input as HTMLInputElement).placeholder)).toBe(
      "Sera effacé à l'enregistrement",
    );
    await clickByText(page, ".modal button", "Enregistrer");
    await waitForText(page, "La modification est bien enregistrée");
    await page.waitForFunction(() => !document.querySelector("#material-form"), WAIT);
    const [edited] = await savedWithModel(MODEL);
    expect(edited?.pinCodeSecret).toBeNull();
    expect(edited?.phonePasswordSecret).toBe(saved?.phonePasswordSecret);
    expect(edited?.googlePasswordSecret).toBe(saved?.googlePasswordSecret);
    await closeToasts(page);

    // The active switch saves at once.
    await page.click(".material-card-switch input");
    await waitForText(page, "est maintenant inactif");
    await page.waitForFunction(
      () =>
        (document.querySelector(".material-card-switch input") as HTMLInputElement | null)?.checked === false,
      WAIT,
    );
    expect((await savedWithModel(MODEL))[0]?.isActive).toBe(false);
    // The refused IMEI is the one failed request the browser logs.
    expect(page.errors.filter((error) => !/status of 4(00|22)/.test(error))).toEqual([]);
    await page.close();
  });

  it("never lets a plain user's browser receive a code, nor offers 'Afficher'", async () => {
    const page = await laptopPage();
    const bodies: Promise<{ url: string; body: string }>[] = [];
    page.on("response", (response: HTTPResponse) => {
      const path = new URL(response.url()).pathname;
      if (!path.startsWith("/trpc") && !path.startsWith("/api")) return;
      bodies.push(
        response
          .text()
          .then((body) => ({ url: response.url(), body }))
          .catch(() => ({ url: response.url(), body: "" })),
      );
    });
    await openList(page, "user");
    await showOnly(page, stamp, "phone");
    await page.waitForFunction(() => document.querySelectorAll(".material-card").length === 1, WAIT);
    // The detail's answer is the one that could carry a code: wait for it by name rather than for the
    // network to settle (a request cut short by the navigation away from the home page can stay
    // "in flight" for puppeteer forever).
    const detail = page.waitForResponse((response) => response.url().includes("material.get"), WAIT);
    await clickByText(page, ".material-card-open", `Samsung ${MODEL}`);
    await detail;
    await page.waitForSelector("#material-phonePassword", WAIT);
    expect(
      await page.$eval("#material-phonePassword", (input) => (input as HTMLInputElement).placeholder),
    ).toBe("•••••• (enregistré)");
    expect(await textsOf(page, ".modal button")).not.toContain("Afficher");
    expect(await page.$(".material-reveals")).toBeNull();
    await shoot(page, "phone-modal-plain-user");

    const received = await Promise.all(bodies);
    // The page did receive the material (list and detail), so the check below reads real answers.
    expect(
      received.filter((one) => one.url.includes("material.get") && one.body.includes(MODEL)),
    ).toHaveLength(1);
    for (const secret of [PHONE_PASSWORD, GOOGLE_PASSWORD]) {
      expect(received.filter((one) => one.body.includes(secret)).map((one) => one.url)).toEqual([]);
    }
    await page.close();
  });

  it("refuses a vehicle without its plate, then saves it with the plate in capitals", async () => {
    const company = await firstCompany();
    const page = await laptopPage();
    await openList(page, "admin");
    await clickByText(page, "button", "Ajouter du matériel");
    await clickByText(page, ".material-type-option", "Véhicule");
    await selectWhenOffered(page, "#material-triangleOwnerId", String(company.id));
    await setValue(page, "#material-buyAt", "2024-09-02");
    await page.type("#material-brand", "Renault");
    await page.type("#material-model", VAN);
    await clickByText(page, ".modal button", "Enregistrer");
    await page.waitForFunction(
      () => document.querySelector("#material-numberPlate")?.closest(".field")?.querySelector(".field-error"),
      WAIT,
    );
    expect(await fieldError(page, "material-numberPlate")).toBe("Ce champ est obligatoire.");
    expect(await textsOf(page, ".material-form > .alert")).toEqual([
      "Renseignez les champs obligatoires : Immatriculation.",
    ]);
    expect(await savedWithModel(VAN)).toEqual([]);
    await shoot(page, "vehicle-modal-missing-plate");

    await page.type("#material-numberPlate", "gh-482-kt");
    await clickByText(page, ".modal button", "Enregistrer");
    await waitForText(page, "Le matériel est bien enregistré");
    expect((await savedWithModel(VAN))[0]).toMatchObject({ type: "vehicule", numberPlate: "GH-482-KT" });
    await showOnly(page, stamp, "vehicule");
    await page.waitForFunction(() => document.querySelectorAll(".material-card").length === 1, WAIT);
    expect(await cards(page)).toEqual([
      { type: "Véhicule", title: `Renault ${VAN}`, fact: "GH-482-KT", active: true },
    ]);

    // The animatos form offers the predefined choices.
    await closeToasts(page);
    await clickByText(page, "button", "Ajouter du matériel");
    await clickByText(page, ".material-type-option", "Animatos");
    await page.waitForSelector("#material-location", WAIT);
    const locations = await page.$$eval("#material-location option", (options) =>
      options.map((option) => option.textContent?.trim()),
    );
    expect(locations).toContain("Entrepôt");
    expect(locations).toContain("Hors service");
    await shoot(page, "animatos-modal-new");
    await clickByText(page, ".modal button", "Annuler");
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
