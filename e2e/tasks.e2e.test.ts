import { companies, projects, taskAssignees, tasks, taskTypes, users } from "@tronc/db";
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  clickByText,
  closeToasts,
  loginAs,
  newPage,
  openScreen,
  screenshot,
  setValue,
  textsOf,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();

const LIST = `${ADMIN_BASE}/task`;
const DESCRIPTION = "Monter la scène et brancher la sono avant 18 h.";

/** A project to put tasks in, and a task assigned to 'user' that ended long ago (late). */
async function insertProjectAndLateTask() {
  const db = t.app.db;
  const [client] = await db.insert(companies).values({ name: "Brasserie Zéphyr" }).returning();
  const [project] = await db
    .insert(projects)
    .values({ name: "Fête Zéphyr", state: "STATE_PROJECT", companyId: client?.id })
    .returning();
  const [type] = await db.insert(taskTypes).values({ name: "Installation Zéphyr" }).returning();
  if (!project || !type) throw new Error("the test data was not inserted");
  const [late] = await db
    .insert(tasks)
    .values({
      name: "Relancer le traiteur Zéphyr",
      projectId: project.id,
      taskTypeId: type.id,
      startAt: "2020-01-06",
      endAt: "2020-01-10",
      durationHours: "2",
      description: `<p>${DESCRIPTION}</p>`,
      searchText: "relancer le traiteur zephyr fete zephyr brasserie zephyr",
    })
    .returning();
  if (!late) throw new Error("the late task was not inserted");
  await db.insert(taskAssignees).values({ taskId: late.id, userId: t.app.demo.userIds.user });
  return { project, type, lateId: late.id };
}

async function fullnameOf(userId: number) {
  const row = (await t.app.db.select().from(users)).find((one) => one.id === userId);
  return `${row?.name} ${row?.lastname}`.trim();
}

const countText = (page: Page) => textsOf(page, ".page-header-subtitle");

async function waitForRows(page: Page, names: string[]) {
  await page.waitForFunction(
    (wanted: string[]) =>
      JSON.stringify(Array.from(document.querySelectorAll(".task-row-name")).map((e) => e.textContent)) ===
      JSON.stringify(wanted),
    { timeout: 20_000 },
    names,
  );
}

describe("tasks", () => {
  it("creates a task in a project, finds it, edits it from /task/{id}, filters late ones, remembers filters", async () => {
    const { project, type, lateId } = await insertProjectAndLateTask();
    const chef = await fullnameOf(t.app.demo.userIds.chef);
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", LIST);
    await page.waitForSelector("main h1");
    expect(await textsOf(page, "h1")).toEqual(["Tâches"]);
    await waitForText(page, "tâche(s)", 20_000);
    // The five open states are chosen by default, the others not.
    expect(await textsOf(page, '.task-filter-states [aria-pressed="true"]')).toEqual([
      "Nouveau",
      "En cours",
      "Standby",
      "En attente test client",
      "Attente retour client",
    ]);
    await screenshot(page, "tasks-list");

    // A new task: two assignees (me by default, and the chef), 1h30, a description of 20+ characters.
    await clickByText(page, "button", "Ajouter une tâche");
    await page.waitForSelector("#task-name");
    await page.type("#task-name", "Installer la scène Zéphyr");
    await page.waitForSelector(`#task-project option[value="${project.id}"]`);
    await page.select("#task-project", String(project.id));
    await page.waitForSelector(`#task-type option[value="${type.id}"]`);
    await page.select("#task-type", String(type.id));
    await clickByText(page, '[role="dialog"] .task-chip', chef);
    await setValue(page, "#task-end", "2099-06-30");
    await page.type("#task-duration", "1h30");
    await page.waitForSelector(".ProseMirror");
    await page.click(".ProseMirror");
    await page.keyboard.type(DESCRIPTION);
    expect(await textsOf(page, ".task-files-later")).toEqual(["Enregistrez la tâche pour insérer des PJ"]);
    await screenshot(page, "tasks-new-modal");
    await clickByText(page, '[role="dialog"] button', "Enregistrer");
    await waitForText(page, "La tâche est bien enregistrée");
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    await closeToasts(page);

    const storedTasks = () => t.app.db.select().from(tasks);
    const saved = (await storedTasks()).find((row) => row.name === "Installer la scène Zéphyr");
    if (!saved) throw new Error("the task was not saved");
    expect([saved.durationHours, saved.projectId, saved.state, saved.priority]).toEqual([
      "1.50",
      project.id,
      "STATE_NEW",
      "PRIORITY_NORMAL",
    ]);
    const assignees = (await t.app.db.select().from(taskAssignees)).filter((row) => row.taskId === saved.id);
    expect(assignees.map((row) => row.userId).sort()).toEqual(
      [t.app.demo.userIds.user, t.app.demo.userIds.chef].sort((a, b) => a - b),
    );

    // Found by the search, with the count.
    await page.type("#task-search", "scène zéphyr");
    await waitForRows(page, ["Installer la scène Zéphyr"]);
    await waitForText(page, "1 tâche(s)");
    expect((await countText(page)).join(" ")).toContain("1 tâche(s)");

    // /task/{id} opens its modal; the progress moves by tens.
    await page.goto(`${t.app.baseUrl}${LIST}/${saved.id}`, { waitUntil: "domcontentloaded" });
    await page.waitForFunction(
      () =>
        (document.querySelector("#task-name") as HTMLInputElement | null)?.value ===
        "Installer la scène Zéphyr",
      { timeout: 20_000 },
    );
    expect(await page.$eval("#task-duration", (input) => (input as HTMLInputElement).value)).toBe("1,5");
    await setValue(page, "#task-progress", "60");
    await waitForText(page, "Avancement : 60 %");
    await screenshot(page, "tasks-edit-modal");
    // Below the fields: the attachments (now allowed) and the time spent.
    await page.$eval(".modal-body", (body) => body.scrollTo({ top: body.scrollHeight }));
    await page.waitForFunction(() => !document.querySelector(".task-files-later"));
    await screenshot(page, "tasks-edit-modal-bottom");
    await clickByText(page, '[role="dialog"] button', "Enregistrer");
    await waitForText(page, "La tâche est bien enregistrée");
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    expect(page.url()).toBe(`${t.app.baseUrl}${LIST}`);
    const edited = (await storedTasks()).find((row) => row.id === saved.id);
    expect(edited?.progress).toBe(60);

    // 'Tâches en retard': only the one that ended in 2020.
    await typeInto(page, "#task-search", "zéphyr");
    await waitForRows(page, ["Installer la scène Zéphyr", "Relancer le traiteur Zéphyr"]);
    await clickByText(page, ".switch span", "Tâches en retard");
    await waitForRows(page, ["Relancer le traiteur Zéphyr"]);
    expect(await textsOf(page, ".task-row.is-late .badge")).toContain("En retard");
    await screenshot(page, "tasks-late");

    // Away and back: the text and the switch are remembered.
    await openScreen(page, `${t.app.baseUrl}${ADMIN_BASE}/task-type`, ".task-type-card");
    await page.goto(`${t.app.baseUrl}${LIST}`, { waitUntil: "domcontentloaded" });
    await waitForRows(page, ["Relancer le traiteur Zéphyr"]);
    expect(await page.$eval("#task-search", (input) => (input as HTMLInputElement).value)).toBe("zéphyr");
    expect(
      await page.$eval(
        '.task-filter-late input[role="switch"]',
        (input) => (input as HTMLInputElement).checked,
      ),
    ).toBe(true);
    await page.click(`a[href$="/task/${lateId}"]`);
    await page.waitForSelector("#task-name");
    expect(page.errors).toEqual([]);
  });
});
