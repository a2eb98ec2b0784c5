import { users } from "@tronc/db";
import type { Page } from "puppeteer-core";
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
  waitForText,
} from "./harness";

const t = useBrowserApp();

const LIST = `${ADMIN_BASE}/coach-ia`;
const coachByEmail = async (email: string) =>
  (await t.app.db.select().from(users)).find((row) => row.email === email && row.discr === "coach-ia");

const countShown = async (page: Page) => (await textsOf(page, ".coach-count"))[0];

async function addCoach(page: Page, coach: { name: string; lastname: string; email: string; phone: string }) {
  await clickByText(page, "button", "Ajouter un coach IA");
  await page.waitForSelector("#coach-new-name");
  expect(await textsOf(page, '[role="dialog"] h2')).toEqual(["Ajouter un coach IA"]);
  await page.type("#coach-new-name", coach.name);
  await page.type("#coach-new-lastname", coach.lastname);
  await page.type("#coach-new-email", coach.email);
  if (coach.phone) await page.type("#coach-new-phone", coach.phone);
  await page.type("#coach-new-password", "coach-secret");
  await clickByText(page, '[role="dialog"] button', "Enregistrer");
}

describe("AI coaches", () => {
  it("the super admin adds two coaches, sees the count go up, then edits one", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "admin", LIST);
    await page.waitForSelector(".coach-count");
    expect(await textsOf(page, "h1")).toEqual(["Coachs IA"]);
    expect(await countShown(page)).toBe("0 coach IA");
    await waitForText(page, "Aucun coach IA");

    // An e-mail that is not one: the message under the field, nothing saved.
    await addCoach(page, { name: "Sophie", lastname: "Garnier", email: "sophie@", phone: "" });
    await waitForText(page, "L'adresse e-mail « sophie@ » n'est pas valide");
    expect(await coachByEmail("sophie@")).toBeUndefined();
    await typeInto(page, "#coach-new-email", "sophie.garnier@coach.test");
    await clickByText(page, '[role="dialog"] button', "Enregistrer");
    await waitForText(page, "Le coach IA est bien créé");
    await page.waitForFunction(() => document.querySelector(".coach-count")?.textContent === "1 coach IA");

    await addCoach(page, {
      name: "Bérénice",
      lastname: "Aubert",
      email: "berenice@coach.test",
      phone: "07 01 02 03 04",
    });
    await page.waitForFunction(() => document.querySelector(".coach-count")?.textContent === "2 coachs IA");
    expect(await textsOf(page, ".coach-fullname")).toEqual(["Bérénice Aubert", "Sophie Garnier"]);
    await screenshot(page, "coaches-list");

    // Edit Sophie: 'Annulations de prises en charge' (none yet), name changed, then deactivated.
    const sophie = await coachByEmail("sophie.garnier@coach.test");
    await page.goto(`${t.app.baseUrl}${LIST}/${sophie?.id}`, { waitUntil: "domcontentloaded" });
    await page.waitForSelector("#coach-edit-name");
    expect(await textsOf(page, "h1")).toEqual(["Sophie Garnier"]);
    expect(await textsOf(page, ".coach-stat-value")).toEqual(["0"]);
    await waitForText(page, "Annulations de prises en charge");
    await typeInto(page, "#coach-edit-name", "Sophia");
    await clickByText(page, "form button", "Enregistrer");
    await page.waitForFunction(() => document.querySelector("h1")?.textContent === "Sophia Garnier");
    await clickByText(page, "label.switch span", "Coach actif");
    await waitForText(page, "Coach IA inactif");
    await page.waitForFunction(() => !document.querySelector("#coach-flag-isActif:disabled"));
    expect(await coachByEmail("sophie.garnier@coach.test")).toMatchObject({ name: "Sophia", isActif: false });
    await screenshot(page, "coaches-edit");

    await clickByText(page, "a", "← Retour aux coachs IA");
    await page.waitForSelector("tr.is-inactive");
    expect(await countShown(page)).toBe("2 coachs IA");
    expect(page.errors.filter((error) => !/status of 4/.test(error))).toEqual([]);
    await page.close();
  });

  it("a plain user is refused the screen", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "chef", LIST);
    await waitForText(page, "Accès refusé");
    expect(await page.$(".coach-table")).toBeNull();
    await page.close();
  });
});
