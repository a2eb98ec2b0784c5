import { projects, taskAssignees, tasks, taskTypes } from "@tronc/db";
import { addDays, toParisDate } from "@tronc/domain";
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  clickByText,
  loginAs,
  newPage,
  screenshot,
  setValue,
  textsOf,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();
const today = toParisDate(new Date());

const GANTT = `${ADMIN_BASE}/gantt`;

/** Waits for the chart's bars (drawn from its answer). */
async function barsShown(page: Page) {
  await page.waitForSelector(".gantt-bar", { timeout: 20_000 });
}

const barCount = (page: Page) => page.$$eval(".gantt-bar", (bars) => bars.length);

describe("the Gantt", () => {
  it("shows the user's bars grouped by project, follows the range and opens a task", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", GANTT);
    await barsShown(page);
    // The people's chips come with the filters' own answer.
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll(".toggle-chip[aria-pressed=true]")).some(
          (chip) => chip.textContent === "Lucas Durand",
        ),
      { timeout: 20_000 },
    );
    expect(await textsOf(page, "h1")).toEqual(["Gantt"]);
    // Lucas is pre-selected, open states only
    expect(await textsOf(page, ".toggle-chip[aria-pressed=true]")).toEqual([
      "Lucas Durand",
      "Nouveau",
      "En cours",
      "Standby",
      "En attente test client",
      "Attente retour client",
    ]);
    const projectNames = await textsOf(page, ".gantt-project-row strong");
    expect(projectNames).toEqual([
      "Application de quiz Horizon",
      "Séminaire annuel Lumière",
      "Tournée formation sécurité",
    ]);
    expect(await textsOf(page, ".gantt-task-label")).toContain("Préparer les animations");
    // 20 px per day
    expect(await page.$eval(".gantt-days span", (day) => day.getBoundingClientRect().width)).toBe(20);
    expect(await page.$$eval(".gantt-days .is-weekend", (days) => days.length)).toBeGreaterThan(20);
    await screenshot(page, "gantt");

    // The range moves: a window of 10 days from the day after tomorrow keeps only what overlaps it.
    const before = await barCount(page);
    await setValue(page, "#gantt-from", addDays(today, 2));
    await setValue(page, "#gantt-to", addDays(today, 11));
    // The first date alone already moves the bars: wait for the whole window of 10 days.
    await page.waitForFunction(
      (count) =>
        document.querySelectorAll(".gantt-days span").length === 10 &&
        document.querySelectorAll(".gantt-bar").length !== count,
      { timeout: 20_000 },
      before,
    );
    expect(await textsOf(page, ".gantt-task-label")).not.toContain("Valider le déroulé avec le client");

    await clickByText(page, ".gantt-bar-text", "Préparer les animations");
    await page.waitForSelector("[role=dialog]", { timeout: 20_000 });
    await waitForText(page, "Préparer les animations");
  });

  it("stays readable with 300 tasks", async () => {
    const [type] = await t.app.db.select({ id: taskTypes.id }).from(taskTypes);
    const projectRows = await t.app.db
      .insert(projects)
      .values(
        Array.from({ length: 15 }, (_, i) => ({
          name: `Projet de charge ${String(i + 1).padStart(2, "0")}`,
          state: "STATE_PLANNED" as const,
        })),
      )
      .returning({ id: projects.id });
    const taskRows = await t.app.db
      .insert(tasks)
      .values(
        Array.from({ length: 300 }, (_, i) => ({
          name: `Tâche de charge ${i + 1}`,
          projectId: projectRows[i % 15]?.id ?? 0,
          taskTypeId: type?.id ?? 0,
          state: "STATE_IN_COURSE" as const,
          startAt: addDays(today, (i % 60) - 14),
          endAt: addDays(today, (i % 60) - 14 + (i % 9)),
          progress: (i % 11) * 10,
          durationHours: "2.00",
        })),
      )
      .returning({ id: tasks.id });
    await t.app.db
      .insert(taskAssignees)
      .values(taskRows.map((row) => ({ taskId: row.id, userId: t.app.demo.userIds.chef })));
    const page = await newPage(t.browser);
    await page.setViewport({ width: 1440, height: 900 });
    await loginAs(page, t.app.baseUrl, "chef", GANTT);
    await barsShown(page);
    expect(await barCount(page)).toBeGreaterThanOrEqual(300);
    expect(
      await page.$eval("h1 + .page-header-subtitle, .page-header-subtitle", (s) => s.textContent),
    ).toMatch(/^\d+ tâches$/);
    await screenshot(page, "gantt-300");
    // the names stay on the left while the chart scrolls sideways
    await page.$eval(".gantt-scroll", (scroller) => scroller.scrollBy(800, 1500));
    await screenshot(page, "gantt-300-scrolled");
    const labelLeft = await page.$eval(
      ".gantt-row:last-child .gantt-label",
      (label) => label.getBoundingClientRect().left,
    );
    const scrollerLeft = await page.$eval(".gantt-scroll", (s) => s.getBoundingClientRect().left);
    expect(Math.abs(labelLeft - scrollerLeft)).toBeLessThan(3);
  });
});
