import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { users } from "@tronc/db";
import type { ElementHandle, Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  clickByText,
  fillLoginForm,
  loginAs,
  newPage,
  screenshot,
  textsOf,
  typeInto,
  useBrowserApp,
  useScratchDir,
  waitForText,
} from "./harness";

const t = useBrowserApp();
const scratch = useScratchDir("tc-e2e-users-");

const LIST = `${ADMIN_BASE}/user`;
const UPDATED = "L'utilisateur à bien été mise à jour";

const cardNames = (page: Page) => textsOf(page, ".user-card-fullname");
const accountByEmail = async (email: string) =>
  (await t.app.db.select().from(users)).find((row) => row.email === email);

/** Clicks the switch labelled `label` and waits for the top toast of a saved user. */
/** Toggles a switch and waits for its own save: one more 'updated' toast than before the click. */
async function toggle(page: Page, label: string) {
  const countToasts = () =>
    page.evaluate(
      (wanted: string) =>
        [...document.querySelectorAll(".toast-region-top .toast-message")].filter(
          (toast) => toast.textContent === wanted,
        ).length,
      UPDATED,
    );
  const before = await countToasts();
  await clickByText(page, "label.switch span", label);
  await page.waitForFunction(
    (wanted: string, count: number) =>
      [...document.querySelectorAll(".toast-region-top .toast-message")].filter(
        (toast) => toast.textContent === wanted,
      ).length > count,
    {},
    UPDATED,
    before,
  );
}

const switchState = (page: Page, flag: string) =>
  page.$eval(`#user-flag-${flag}`, (input) => ({
    checked: (input as HTMLInputElement).checked,
    disabled: (input as HTMLInputElement).disabled,
  }));

describe("group users", () => {
  it("the super admin searches, adds a user, sets his flags and picture, and cannot deactivate himself", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "admin", LIST);
    await page.waitForSelector(".user-card");
    expect(await textsOf(page, "h1")).toEqual(["Utilisateurs"]);
    expect(await cardNames(page)).toEqual(["Claire Bernard", "Lucas Durand", "Alice Martin", "Hugo Petit"]);
    await screenshot(page, "users-list");

    // Search, without regard to case: after the debounce only Lucas Durand is left.
    await page.type("#users-search", "DURAND");
    await page.waitForFunction(() => document.querySelectorAll(".user-card").length === 1);
    expect(await cardNames(page)).toEqual(["Lucas Durand"]);
    await typeInto(page, "#users-search", "");
    await page.waitForFunction(() => document.querySelectorAll(".user-card").length === 4);

    // The add modal: the required fields are said missing, a taken e-mail is refused.
    await clickByText(page, "button", "Ajouter un utilisateur");
    await page.waitForSelector("#user-new-name");
    expect(await textsOf(page, '[role="dialog"] h2')).toEqual(["Ajouter un utilisateur"]);
    expect(await page.$eval("#user-new-phone", (input) => (input as HTMLInputElement).placeholder)).toBe(
      "06....",
    );
    await clickByText(page, '[role="dialog"] button', "Enregistrer");
    for (const message of [
      "Le prénom est obligatoire",
      "Le nom est obligatoire",
      "Le téléphone est obligatoire",
    ]) {
      await waitForText(page, message);
    }
    await page.type("#user-new-name", "Nina");
    await page.type("#user-new-lastname", "Roux");
    await page.type("#user-new-email", "user@tronc.test");
    await page.type("#user-new-phone", "06 12 34 56 78");
    await page.type("#user-new-password", "motdepasse-nina");
    await clickByText(page, '[role="dialog"] label span', "Triangle Digital");
    await clickByText(page, '[role="dialog"] button', "Enregistrer");
    await waitForText(page, "Cette adresse e-mail est déjà utilisée par un autre compte.");
    expect(await accountByEmail("nina.roux@tronc.test")).toBeUndefined();
    await typeInto(page, "#user-new-email", "Nina.Roux@tronc.test");
    await screenshot(page, "users-add-modal");
    await clickByText(page, '[role="dialog"] button', "Enregistrer");

    // Saved: the edit screen opens on the new user.
    await page.waitForFunction(() => document.querySelector("h1")?.textContent === "Nina Roux");
    await waitForText(page, "L'utilisateur est bien créé");
    const nina = await accountByEmail("nina.roux@tronc.test");
    expect(nina).toMatchObject({ phone: "06 12 34 56 78", isActif: true, isCompta: false });
    expect(await switchState(page, "isActif")).toEqual({ checked: true, disabled: false });

    // Flags are saved as they are toggled, with the top toast.
    await toggle(page, "Comptabilité");
    await toggle(page, "Accès au module COACH IA");
    await toggle(page, "Reçoit les mails des nouveaux leads");
    expect(await accountByEmail("nina.roux@tronc.test")).toMatchObject({
      isCompta: true,
      isCoachIA: true,
      isReceiveMailLead: true,
    });

    // A picture: uploaded, then shown instead of the initials.
    const picture = join(scratch.path, "nina.png");
    writeFileSync(
      picture,
      await page.screenshot({ clip: { x: 0, y: 0, width: 64, height: 64 }, type: "png" }),
    );
    const input = (await page.$("#user-picture-file")) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(picture);
    await page.waitForSelector('.user-picture img.user-avatar[alt="Nina Roux"]');
    expect((await accountByEmail("nina.roux@tronc.test"))?.pictureFileId).toEqual(expect.any(Number));

    // Identity saved with 'Enregistrer'.
    await typeInto(page, "#user-edit-lastname", "Roux-Martin");
    await clickByText(page, "form button", "Enregistrer");
    await page.waitForFunction(() => document.querySelector("h1")?.textContent === "Nina Roux-Martin");
    await screenshot(page, "users-edit", true);

    // Back on the list, the card shows the badges and the company.
    await clickByText(page, "a", "← Retour aux utilisateurs");
    // The list may first show its remembered page, then reload: wait for the new name on a card.
    await page.waitForFunction(() =>
      [...document.querySelectorAll(".user-card")].some((c) => c.textContent?.includes("Nina Roux-Martin")),
    );
    const card = await page.$$eval(".user-card", (cards) =>
      cards.map((c) => c.textContent ?? "").find((text) => text.includes("Nina Roux-Martin")),
    );
    expect(card).toContain("Comptabilité");
    expect(card).toContain("Coach IA");
    expect(card).toContain("Triangle Digital");

    // His own record: the 'Actif sur l'ERP' switch is locked, with the reason.
    await page.goto(`${t.app.baseUrl}${LIST}/${t.app.demo.userIds.admin}`, { waitUntil: "domcontentloaded" });
    await page.waitForSelector("#user-flag-isActif");
    expect(await switchState(page, "isActif")).toEqual({ checked: true, disabled: true });
    expect(await switchState(page, "isSuperAdmin")).toEqual({ checked: true, disabled: true });
    await waitForText(page, "Vous ne pouvez pas désactiver votre propre compte.");
    expect(page.errors.filter((error) => !/409|status of 4/.test(error))).toEqual([]);
    await page.close();
  });

  it("the super admin deactivates a user, who then cannot sign in", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "admin", `${LIST}/${t.app.demo.userIds.chef}`);
    await page.waitForSelector("#user-flag-isActif");
    await toggle(page, "Actif sur l'ERP");
    expect(await switchState(page, "isActif")).toEqual({ checked: false, disabled: false });
    await waitForText(page, "Inactif sur l'ERP");
    expect((await accountByEmail("chef@tronc.test"))?.isActif).toBe(false);
    await page.close();

    const chef = await newPage(t.browser);
    await chef.goto(`${t.app.baseUrl}/login`, { waitUntil: "domcontentloaded" });
    await fillLoginForm(chef, "chef@tronc.test", "tronc-demo");
    await waitForText(chef, "Identifiants invalides");
    expect(await chef.$("header.topbar")).toBeNull();
    await chef.close();
  });

  it("a plain user is refused the screen", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", LIST);
    await waitForText(page, "Accès refusé");
    expect(await page.$(".user-card")).toBeNull();
    await page.close();
  });
});
