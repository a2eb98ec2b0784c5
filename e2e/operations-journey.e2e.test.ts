import { companies, projects, tasks, timeEntries } from "@tronc/db";
import { addDays, toParisDate } from "@tronc/domain";
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

const t = useBrowserApp();

const WAIT = { timeout: 30_000 };
const DIALOG = '[role="dialog"]';
const stamp = String(Date.now()).slice(-6);
const TITLE = `Congrès des vignerons ${stamp}`;
const TASK_A = `Réserver les navettes ${stamp}`;
const TASK_B = `Imprimer les programmes ${stamp}`;
const ME = "Lucas Durand";
const today = toParisDate(new Date());

/** Types an ISO day into a native date input as a French person does: jj, mm, aaaa. */
async function typeFrenchDate(page: Page, selector: string, iso: string) {
  const [year, month, day] = iso.split("-");
  await page.focus(selector);
  await page.keyboard.type(`${day}${month}${year}`);
  await page.waitForFunction(
    (sel: string, wanted: string) =>
      (document.querySelector(sel) as HTMLInputElement | null)?.value === wanted,
    WAIT,
    selector,
    iso,
  );
}

async function selectByLabel(page: Page, selector: string, label: string) {
  await page.waitForFunction(
    (sel: string, wanted: string) =>
      Array.from((document.querySelector(sel) as HTMLSelectElement | null)?.options ?? []).some(
        (option) => option.text === wanted,
      ),
    WAIT,
    selector,
    label,
  );
  const value = await page.$eval(
    selector,
    (select, wanted) =>
      Array.from((select as HTMLSelectElement).options).find((option) => option.text === wanted)?.value ?? "",
    label,
  );
  await page.select(selector, value);
}

/** The task rows of the project's detail, as their names. */
const projectTaskNames = (page: Page) => textsOf(page, ".project-task-name");

async function waitForProjectTasks(page: Page, names: string[]) {
  await page.waitForFunction(
    (wanted: string[]) => {
      const shown = Array.from(document.querySelectorAll(".project-task-name"), (e) => e.textContent ?? "");
      return wanted.every((name) => shown.includes(name));
    },
    WAIT,
    names,
  );
}

interface NewTask {
  name: string;
  start: string;
  end: string;
  duration: string;
  description: string;
  state?: string;
}

/** 'Ajouter une tâche' on the project's detail, every required field typed, then 'Enregistrer'. */
async function addTask(page: Page, task: NewTask) {
  await clickByText(page, ".card-header button", "Ajouter une tâche");
  await page.waitForSelector(`${DIALOG} #task-name`, WAIT);
  await page.type("#task-name", task.name);
  await selectByLabel(page, "#task-type", "Réunion client");
  // Assigned to me by default: my chip is pressed.
  expect(
    await page.$$eval(`${DIALOG} .task-chip[aria-pressed="true"]`, (chips) =>
      chips.map((chip) => chip.textContent),
    ),
  ).toEqual([ME]);
  if (task.state) await selectByLabel(page, "#task-state", task.state);
  await typeFrenchDate(page, "#task-start", task.start);
  await typeFrenchDate(page, "#task-end", task.end);
  await page.type("#task-duration", task.duration);
  await page.waitForSelector(`${DIALOG} .ProseMirror`, WAIT);
  await page.click(`${DIALOG} .ProseMirror`);
  await page.keyboard.type(task.description);
  await page.click('button[form="task-form"]');
  await waitForText(page, "La tâche est bien enregistrée", 30_000);
  await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), WAIT);
  await closeToasts(page);
}

describe("the operations journey", () => {
  it("a user creates a project, plans two tasks, logs time, sees them on the dashboard and the Gantt", async () => {
    // A demo client to pick by its name (read only).
    const client = (await t.app.db.select().from(companies))
      .filter((company) => company.searchText)
      .sort((a, b) => a.id - b.id)[0];
    if (!client) throw new Error("the demo data has no client company");

    // 1. 'Liste des Projets' → 'Ajouter un projet': title, client, managing company.
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", `${ADMIN_BASE}/projects`);
    await page.waitForFunction(
      () => document.querySelector("h1")?.textContent?.includes("Liste des Projets"),
      WAIT,
    );
    await clickByText(page, "button", "Ajouter un projet");
    await page.waitForSelector("#project-create-name", WAIT);
    await page.type("#project-create-name", TITLE);
    await page.type("#project-create-client", client.name);
    await clickByText(page, ".project-picker-item", client.name);
    await selectByLabel(page, "#project-create-owner", "Triangle Événements");
    await page.click('button[form="project-create-form"]');
    await page.waitForFunction(() => /\/projects\/\d+$/.test(location.pathname), WAIT);
    const projectId = Number(/\/projects\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
    await page.waitForFunction(
      (wanted: string) =>
        (document.querySelector(".project-title-input") as HTMLInputElement | null)?.value === wanted,
      WAIT,
      TITLE,
    );
    await waitForText(page, `Client : ${client.name}`);
    await waitForText(page, "Aucune tâche enregistrée");

    // 2. Two tasks from the detail: A late and in course, B upcoming; both assigned to me.
    await addTask(page, {
      name: TASK_A,
      start: addDays(today, -10),
      end: addDays(today, -3),
      duration: "2h",
      description: "Réserver deux navettes entre la gare et le domaine.",
      state: "En cours",
    });
    await addTask(page, {
      name: TASK_B,
      start: addDays(today, 5),
      end: addDays(today, 10),
      duration: "1h",
      description: "Imprimer cent programmes sur papier recyclé.",
    });
    await waitForProjectTasks(page, [TASK_A, TASK_B]);
    expect((await projectTaskNames(page)).sort()).toEqual([TASK_A, TASK_B].sort());
    const stored = (await t.app.db.select().from(tasks)).filter((task) => task.projectId === projectId);
    const taskA = stored.find((task) => task.name === TASK_A);
    expect(taskA).toMatchObject({
      state: "STATE_IN_COURSE",
      startAt: addDays(today, -10),
      endAt: addDays(today, -3),
      durationHours: "2.00",
    });
    expect(stored.find((task) => task.name === TASK_B)).toMatchObject({
      state: "STATE_NEW",
      startAt: addDays(today, 5),
      endAt: addDays(today, 10),
    });
    await screenshot(page, "journey-project-tasks", true);

    // 3. Task A's modal: 'Saisir temps' 1h30 today with a comment; the task shows 1h30 spent.
    await clickByText(page, ".project-task-name", TASK_A);
    await page.waitForFunction(
      (wanted: string) => (document.querySelector("#task-name") as HTMLInputElement | null)?.value === wanted,
      WAIT,
      TASK_A,
    );
    await page.waitForFunction(
      () => document.querySelector("[data-testid='task-time-total']")?.textContent === "0h",
      WAIT,
    );
    await page.waitForFunction(() => {
      const button = Array.from(document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')).find(
        (one) => one.textContent?.trim() === "Saisir temps",
      );
      return button && !button.disabled;
    }, WAIT);
    await clickByText(page, `${DIALOG} button`, "Saisir temps");
    await page.waitForSelector("#time-entry-hours", WAIT);
    await waitForText(page, `Tâche : ${TASK_A}`);
    expect(await page.$eval("#time-entry-date", (input) => (input as HTMLInputElement).value)).toBe(today);
    await page.type("#time-entry-hours", "1h30");
    await typeFrenchDate(page, "#time-entry-date", today);
    await page.type("#time-entry-comment", "Appels aux deux transporteurs");
    await screenshot(page, "journey-time-entry");
    await page.click('button[form="time-entry-form"]');
    await waitForText(page, "Temps ajouté avec succès", 30_000);
    await page.waitForFunction(() => !document.querySelector("#time-entry-hours"), WAIT);
    const entries = (await t.app.db.select().from(timeEntries)).filter((entry) => entry.taskId === taskA?.id);
    expect(entries.map((entry) => [entry.hours, entry.date, entry.comment])).toEqual([
      ["1.50", today, "Appels aux deux transporteurs"],
    ]);
    await closeToasts(page);
    // The task modal stays open (saving the time does not submit the task form around it) and shows it.
    await page.waitForFunction(
      () => document.querySelector("[data-testid='task-time-total']")?.textContent === "1h30",
      WAIT,
    );
    await waitForText(page, "Appels aux deux transporteurs");
    expect(
      await page.evaluate(() => document.body.textContent?.includes("La tâche est bien enregistrée")),
    ).toBe(false);
    await screenshot(page, "journey-task-time");
    await clickByText(page, `${DIALOG} button`, "Annuler");
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), WAIT);
    // The project's row reads the spent hours over the planned ones.
    await page.waitForFunction(
      (wanted: string) =>
        Array.from(document.querySelectorAll(".project-task")).some(
          (row) =>
            row.querySelector(".project-task-name")?.textContent === wanted &&
            row.querySelector(".project-task-hours")?.textContent === "1,5 h / 2 h",
        ),
      WAIT,
      TASK_A,
    );

    // 4. The home dashboard: A under 'Tâches en retard', B under 'Tâches à venir'.
    await page.click("header.topbar .topbar-brand");
    await page.waitForSelector(".dashboard-section", WAIT);
    expect(await textsOf(page, "h1")).toEqual(["Tableau de bord Tronc Commun"]);
    const section = (key: string) => textsOf(page, `.dashboard-section.is-${key} .dashboard-card-name`);
    expect(await textsOf(page, ".dashboard-section.is-late h2")).toEqual([
      expect.stringContaining("Tâches en retard"),
    ]);
    expect(await section("late")).toContain(TASK_A);
    expect(await textsOf(page, ".dashboard-section.is-upcoming h2")).toEqual([
      expect.stringContaining("Tâches à venir"),
    ]);
    expect(await section("upcoming")).toContain(TASK_B);
    expect([...(await section("inProgress")), ...(await section("upcoming"))]).not.toContain(TASK_A);
    await screenshot(page, "journey-dashboard", true);

    // 5. Back on the detail: 'Archivé' is refused while tasks are open, the state reverts.
    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/projects/${projectId}`, { waitUntil: "domcontentloaded" });
    await waitForProjectTasks(page, [TASK_A, TASK_B]);
    await page.select("#project-state", "STATE_ARCHIVED");
    await waitForText(page, "Vous devez fermer toutes les tâches pour archiver ce projet", 30_000);
    await page.waitForFunction(
      () => (document.querySelector("#project-state") as HTMLSelectElement | null)?.value === "STATE_PROJECT",
      WAIT,
    );
    const [project] = (await t.app.db.select().from(projects)).filter((row) => row.id === projectId);
    expect(project?.state).toBe("STATE_PROJECT");
    await screenshot(page, "journey-archive-refused");
    await closeToasts(page);

    // 6. The Gantt: me preselected, task A's bar opens its modal.
    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/gantt`, { waitUntil: "domcontentloaded" });
    await page.waitForSelector(".gantt-bar", WAIT);
    // The people's chips come with the filters' own answer, not the chart's.
    await page.waitForFunction(
      (me: string) =>
        Array.from(document.querySelectorAll(".toggle-chip[aria-pressed=true]")).some(
          (chip) => chip.textContent?.trim() === me,
        ),
      WAIT,
      ME,
    );
    expect(await textsOf(page, ".toggle-chip[aria-pressed=true]")).toContain(ME);
    await clickByText(page, ".gantt-bar-text", TASK_A);
    await page.waitForFunction(
      (wanted: string) => (document.querySelector("#task-name") as HTMLInputElement | null)?.value === wanted,
      WAIT,
      TASK_A,
    );
    await waitForText(page, `Tâche : ${TASK_A}`);
    await screenshot(page, "journey-gantt-task");
    // The only console error is the browser's report of the refused archive (422).
    expect(page.errors).toEqual([expect.stringContaining("status of 422")]);
    await page.close();
  });
});
