import { projects, tasks } from "@tronc/db";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  clickByText,
  loginAs,
  newPage,
  readConflictDialog,
  type TestPage,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();
const WAIT = { timeout: 30_000 };
const GAME_URL = "#project-game-url";

async function openProject(who: "chef" | "user", id: number): Promise<TestPage> {
  const page = await newPage(t.browser);
  await loginAs(page, t.app.baseUrl, who, `${ADMIN_BASE}/projects/${id}`);
  await page.waitForSelector(GAME_URL, WAIT);
  return page;
}

const save = (page: TestPage) => clickByText(page, ".project-side button", "Enregistrer");
const gameUrlOn = (page: TestPage) => page.$eval(GAME_URL, (input) => (input as HTMLInputElement).value);

describe("two people editing the same project", () => {
  it("the late save is refused with who and when; 'Recharger' shows the colleague's change", async () => {
    const project = (await t.app.db.select().from(projects)).find((row) => row.state === "STATE_PROJECT");
    if (!project) throw new Error("the demo has a project in progress");
    const lucas = await openProject("user", project.id);
    const hugo = await openProject("chef", project.id);

    await typeInto(hugo, GAME_URL, "https://jeu.example.fr/regate");
    await save(hugo);
    await waitForText(hugo, "Projet mis à jour", 30_000);

    await typeInto(lucas, GAME_URL, "https://jeu.example.fr/croisiere");
    await save(lucas);
    const { sentence, rows } = await readConflictDialog(lucas);
    expect(sentence).toMatch(
      /^Ce projet a été modifié par Hugo Petit à \d{1,2} h \d{2} pendant votre saisie$/,
    );
    expect(rows).toEqual([
      ["URL du jeu ou de la borne", "https://jeu.example.fr/croisiere", "https://jeu.example.fr/regate"],
    ]);
    await lucas.screenshot({ path: "/tmp/work-versions-conflict.png" });

    await clickByText(lucas, ".modal button", "Recharger");
    await lucas.waitForFunction(
      (selector: string) =>
        (document.querySelector(selector) as HTMLInputElement | null)?.value ===
        "https://jeu.example.fr/regate",
      WAIT,
      GAME_URL,
    );
    expect(await gameUrlOn(lucas)).toBe("https://jeu.example.fr/regate");
    const after = (await t.app.db.select().from(projects)).find((row) => row.id === project.id);
    // Hugo's save only: one version on, his address kept.
    expect(after).toMatchObject({ gameUrl: "https://jeu.example.fr/regate", version: project.version + 1 });
    await lucas.close();
    await hugo.close();
  });

  it("a task's late save in its dialog is refused; 'Écraser' saves the typing over the colleague's", async () => {
    const task = (await t.app.db.select().from(tasks)).find((row) => row.state !== "STATE_CLOSED");
    if (!task) throw new Error("the demo has an open task");
    const openTask = async (who: "chef" | "user") => {
      const page = await newPage(t.browser);
      await loginAs(page, t.app.baseUrl, who, `${ADMIN_BASE}/task/${task.id}`);
      await page.waitForFunction(
        () => ((document.querySelector("#task-name") as HTMLInputElement | null)?.value ?? "") !== "",
        WAIT,
      );
      return page;
    };
    const lucas = await openTask("user");
    const hugo = await openTask("chef");

    await typeInto(hugo, "#task-note", "Prévoir deux rallonges");
    await clickByText(hugo, '[role="dialog"] button', "Enregistrer");
    await waitForText(hugo, "La tâche est bien enregistrée", 30_000);

    await typeInto(lucas, "#task-note", "Clés chez le gardien");
    await clickByText(lucas, '[role="dialog"] button', "Enregistrer");
    const { sentence, rows } = await readConflictDialog(lucas);
    expect(sentence).toMatch(
      /^Cette tâche a été modifiée par Hugo Petit à \d{1,2} h \d{2} pendant votre saisie$/,
    );
    expect(rows).toEqual([["Note interne", "Clés chez le gardien", "Prévoir deux rallonges"]]);
    await lucas.screenshot({ path: "/tmp/work-versions-task-conflict.png" });

    await clickByText(lucas, "button", "Écraser");
    await waitForText(lucas, "La tâche est bien enregistrée", 30_000);
    const after = (await t.app.db.select().from(tasks)).find((row) => row.id === task.id);
    // Hugo's save, then Lucas's on purpose over it: two versions on, Lucas's note kept.
    expect(after).toMatchObject({ note: "Clés chez le gardien", version: task.version + 2 });
    await lucas.close();
    await hugo.close();
  });
});
