import { taskTypes } from "@tronc/db";
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  clickByText,
  type DemoUser,
  loginAs,
  newPage,
  screenshot,
  textsOf,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();

const LIST = `${ADMIN_BASE}/task-type`;
const PURCHASE_LOCKED =
  "Le type de tâche Achat est utilisé pour les tâches d'achat : il ne peut être ni renommé ni supprimé.";

const cardNames = (page: Page) => textsOf(page, ".task-type-card .task-type-name");
/** The stored rows (the e2e project reads them without query helpers). */
const storedTypes = () =>
  t.app.db
    .select({ id: taskTypes.id, name: taskTypes.name, isPurchase: taskTypes.isPurchase })
    .from(taskTypes);
const storedNames = async () => (await storedTypes()).map((row) => row.name);

async function achatId(): Promise<number> {
  const achat = (await storedTypes()).find((row) => row.isPurchase);
  if (!achat) throw new Error("the migration's 'Achat' is missing");
  return achat.id;
}

/** Signs in on the list, until its cards show. */
async function openList(page: Page, who: DemoUser) {
  await loginAs(page, t.app.baseUrl, who, LIST);
  await page.waitForSelector(".task-type-card");
}

describe("task types", () => {
  it("a super admin adds a type from the list, renames it, deletes it, and finds 'Achat' locked", async () => {
    const page = await newPage(t.browser);
    await openList(page, "admin");
    expect(await textsOf(page, "h1")).toEqual(["Types de tâche"]);
    expect(await cardNames(page)).toEqual([
      "Achat",
      "Animation",
      "Développement",
      "Livraison",
      "Réunion client",
      "Support",
    ]);
    expect(await textsOf(page, ".task-type-card.is-purchase .task-type-mention")).toEqual([
      "Type réservé aux tâches d'achat",
    ]);
    expect(await page.$(".task-type-card.is-purchase svg.task-type-lock")).not.toBeNull();
    await screenshot(page, "task-types-list");

    // The modal: an empty name, then a name already taken, each refused under the field.
    await clickByText(page, "button", "Ajouter un type de tâche");
    await page.waitForSelector("#task-type-new-name");
    expect(await textsOf(page, '[role="dialog"] h2')).toEqual(["Ajouter un type de tâche"]);
    await clickByText(page, '[role="dialog"] button', "Enregistrer");
    await waitForText(page, "Le nom du type de tâche est obligatoire.");
    await typeInto(page, "#task-type-new-name", "livraison");
    await clickByText(page, '[role="dialog"] button', "Enregistrer");
    await page.waitForFunction(
      () =>
        document.querySelector("#task-type-new-name-error")?.textContent ===
        "Un type de tâche porte déjà ce nom.",
    );
    await typeInto(page, "#task-type-new-name", "Repérage des lieux");
    await screenshot(page, "task-types-add-modal");
    await clickByText(page, '[role="dialog"] button', "Enregistrer");
    await waitForText(page, "Le type de tâche est bien enregistré");
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    await page.waitForFunction(() => document.querySelectorAll(".task-type-card").length === 7);
    expect(await cardNames(page)).toContain("Repérage des lieux");

    // Its edit screen: renamed, then deleted after the confirmation.
    await clickByText(page, ".task-type-card .task-type-name", "Repérage des lieux");
    await page.waitForSelector("#task-type-edit-name");
    expect(await page.$eval("#task-type-edit-name", (input) => (input as HTMLInputElement).value)).toBe(
      "Repérage des lieux",
    );
    await typeInto(page, "#task-type-edit-name", "Repérage du site");
    await clickByText(page, "button", "Enregistrer");
    await waitForText(page, "La modification est bien enregistrée");
    expect(await storedNames()).toContain("Repérage du site");
    await screenshot(page, "task-types-edit");
    await clickByText(page, "button", "Supprimer");
    await waitForText(page, "Confirmez-vous la suppression de ce type de tâche ?");
    await clickByText(page, '[role="dialog"] button', "Supprimer");
    await page.waitForFunction(() => document.querySelector("h1")?.textContent === "Types de tâche");
    await page.waitForFunction(() => document.querySelectorAll(".task-type-card").length === 6);
    expect(await storedNames()).not.toContain("Repérage du site");

    // 'Achat': the name read-only, why, and neither 'Enregistrer' nor 'Supprimer'.
    await clickByText(page, ".task-type-card .task-type-name", "Achat");
    await waitForText(page, "Ce type sert aux tâches d'achat");
    expect(await textsOf(page, ".task-type-readonly-name")).toEqual(["Achat"]);
    expect(await page.$("#task-type-edit-name")).toBeNull();
    expect(await textsOf(page, ".task-type-page button")).toEqual([]);
    await screenshot(page, "task-types-achat");

    // The server refuses too: a PUT straight from the page, with the signed-in session.
    const answer = await page.evaluate(
      async (url: string) => {
        const response = await fetch(url, {
          method: "PUT",
          credentials: "same-origin",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name: "Achats fournisseurs" }),
        });
        return { status: response.status, body: await response.json() };
      },
      `/api/tronc-commun/task_types/${await achatId()}`,
    );
    expect(answer.status).toBe(422);
    expect(answer.body["hydra:description"]).toBe(PURCHASE_LOCKED);
    expect(await storedNames()).toContain("Achat");
    expect(page.errors.filter((error) => !/409|422/.test(error))).toEqual([]);
    await page.close();
  });

  it("a plain user reads the types but is offered neither adding nor editing", async () => {
    const page = await newPage(t.browser);
    await openList(page, "user");
    expect(await textsOf(page, ".page-header-actions button")).toEqual([]);
    await waitForText(
      page,
      "Seuls les super administrateurs peuvent ajouter, renommer ou supprimer un type de tâche.",
    );
    await clickByText(page, ".task-type-card .task-type-name", "Support");
    await page.waitForSelector(".task-type-readonly-name");
    expect(await textsOf(page, ".task-type-readonly-name")).toEqual(["Support"]);
    expect(await page.$("#task-type-edit-name")).toBeNull();
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
