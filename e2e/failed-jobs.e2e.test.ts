import { describe, expect, it } from "vitest";
import { startJobQueue } from "../apps/api/src/jobs/queue";
import { ALWAYS_FAILS, eventually, FAILURE_MESSAGE, quickQueue } from "../apps/api/test/jobs/job-fixtures";
import {
  ADMIN_BASE,
  clickByText,
  loginAs,
  newPage,
  screenshot,
  textsOf,
  useBrowserApp,
  waitForText,
} from "./harness";

let failing = true;
const ran: unknown[] = [];

const t = useBrowserApp({
  startJobs: (database) =>
    startJobQueue({
      ...quickQueue,
      database,
      definitions: [{ ...ALWAYS_FAILS, retryLimit: 0 }],
      handlers: {
        [ALWAYS_FAILS.name]: async (data) => {
          if (failing) throw new Error(FAILURE_MESSAGE);
          ran.push(data);
        },
      },
    }),
});

describe("'Tâches en échec'", () => {
  it("as admin: a job that failed shows with its error; 'Relancer' runs it and the list empties", async () => {
    const queue = t.app.jobQueue;
    if (!queue) throw new Error("no job queue");
    await queue.send(ALWAYS_FAILS.name, { invoice: 42 });
    await eventually(async () => (await queue.failed()).length === 1);

    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "admin");
    await clickByText(page, ".topbar-toggle", "Super Admin");
    await clickByText(page, '[role="menuitem"]', "Tâches en échec");
    await page.waitForFunction(
      (path: string) => window.location.pathname === path,
      {},
      `${ADMIN_BASE}/jobs/failed`,
    );
    await waitForText(page, FAILURE_MESSAGE);
    expect(await textsOf(page, "main h1")).toEqual(["Tâches en échec"]);
    const [row] = await textsOf(page, ".failed-jobs-table tbody tr");
    expect(row).toContain(ALWAYS_FAILS.label);
    expect(row).toContain(FAILURE_MESSAGE);
    await screenshot(page, "failed-jobs-list");

    failing = false;
    await clickByText(page, ".failed-jobs-table button", "Relancer");
    await waitForText(page, "La tâche est relancée");
    await eventually(() => ran.length === 1);
    await page.reload();
    await waitForText(page, "Aucune tâche en échec");
    expect(ran).toEqual([{ invoice: 42 }]);
  });

  it("as a user without the super admin role: no menu entry, and the address says it is not allowed", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}/jobs/failed`);
    await waitForText(page, "Vous n'avez pas les droits pour afficher cette page.");
    expect(await page.$(".failed-jobs-table")).toBeNull();
    expect(
      await page.$$eval(".topbar-toggle", (toggles) => toggles.map((toggle) => toggle.textContent?.trim())),
    ).not.toContain("Super Admin");
  });
});
