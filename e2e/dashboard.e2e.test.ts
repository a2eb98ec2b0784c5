import { describe, expect, it } from "vitest";
import { ADMIN_BASE, loginAs, newPage, screenshot, textsOf, useBrowserApp, waitForText } from "./harness";

const t = useBrowserApp();

describe("the task dashboard", () => {
  it("shows Lucas his open tasks in the three sections with their warnings, and opens one", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", `${ADMIN_BASE}/`);
    await page.waitForSelector(".dashboard-card", { timeout: 20_000 });
    expect(await textsOf(page, "h1")).toEqual(["Tableau de bord Tronc Commun"]);
    expect(await textsOf(page, ".dashboard-section-title")).toEqual([
      "Tâches en retard2 tâches",
      "Tâches en cours2 tâches",
      "Tâches à venir4 tâches",
    ]);
    const names = (section: string) => textsOf(page, `.dashboard-section.is-${section} .dashboard-card-name`);
    expect(await names("late")).toEqual([
      "Réserver la salle et le traiteur",
      "Valider le déroulé avec le client",
    ]);
    expect(await names("inProgress")).toEqual(["Imprimer les badges", "Préparer les animations"]);
    expect(await names("upcoming")).toEqual([
      "Brief de l'équipe d'animation",
      "Maquettes des écrans du quiz",
      "Commander les kits stagiaires",
      "Mise en place de l'hébergement",
    ]);
    const warnings = (section: string) =>
      page.$$eval(`.dashboard-section.is-${section} .dashboard-card`, (cards) =>
        cards.map((card) =>
          Array.from(card.querySelectorAll(".dashboard-warnings .badge"), (b) => b.textContent),
        ),
      );
    expect(await warnings("late")).toEqual([["Très en retard"], ["En retard"]]);
    expect(await warnings("inProgress")).toEqual([
      ["Devrait être résolue (avancement à 100 %)"],
      ["Avancement à mettre à jour"],
    ]);
    expect((await warnings("upcoming"))[0]).toEqual(["Devrait être en cours"]);
    // a very late card is marked red, a new one styled apart
    expect(await page.$$eval(".dashboard-card.is-very-late", (cards) => cards.length)).toBe(1);
    expect(await page.$$eval(".dashboard-section.is-upcoming .dashboard-card.is-new", (c) => c.length)).toBe(
      3,
    );
    await screenshot(page, "dashboard", true);

    await page.click(".dashboard-section.is-late .dashboard-card");
    await page.waitForSelector("[role=dialog]", { timeout: 20_000 });
    await waitForText(page, "Réserver la salle et le traiteur", 20_000);
    await screenshot(page, "dashboard-task-modal");
  });

  it("shows a user without open tasks empty sections", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}/`);
    await page.waitForSelector(".dashboard-section", { timeout: 20_000 });
    expect(await textsOf(page, ".dashboard .empty-state-title")).toEqual([
      "Aucune tâche",
      "Aucune tâche",
      "Aucune tâche",
    ]);
  });
});
