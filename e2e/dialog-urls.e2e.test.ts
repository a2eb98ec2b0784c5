import { companies, tasks } from "@tronc/db";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  clickByText,
  loginAs,
  newPage,
  type TestPage,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();

/** The titles of the dialogs open on the screen. */
const openDialogTitles = (page: TestPage) =>
  page.$$eval('[role="dialog"] .modal-title', (titles) =>
    titles.map((title) => title.textContent?.trim() ?? ""),
  );

const paramOf = (page: TestPage, name: string) => new URL(page.url()).searchParams.get(name);

/**
 * The dialog just opened is in the address: a reload opens it again with the same title; Back closes
 * it and leaves the screen where it was, without the parameter.
 */
async function expectDialogInUrl(page: TestPage, param: string, id: number | "any", expectedTitle?: string) {
  // The task's dialog is titled 'Tâche' while it loads, then 'Tâche : <its name>'.
  await page.waitForFunction(
    () =>
      /^(Tâche :|Modifier) /.test(document.querySelector('[role="dialog"] .modal-title')?.textContent ?? ""),
    { timeout: 15_000 },
  );
  const [title = ""] = await openDialogTitles(page);
  if (expectedTitle !== undefined) expect(title).toBe(expectedTitle);
  expect(paramOf(page, param)).toMatch(id === "any" ? /^\d+$/ : new RegExp(`^${id}$`));
  const screen = new URL(page.url()).pathname;
  await page.reload({ waitUntil: "domcontentloaded" });
  await page.waitForSelector('[role="dialog"] .modal-title', { timeout: 15_000 });
  await waitForText(page, title);
  expect(await openDialogTitles(page)).toEqual([title]);
  await page.goBack({ waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => document.querySelectorAll('[role="dialog"]').length === 0, {
    timeout: 10_000,
  });
  expect(paramOf(page, param)).toBeNull();
  expect(new URL(page.url()).pathname).toBe(screen);
}

describe("a dialog that holds a record has its own address", () => {
  it("a task opened from its project, a client's identity and one of its contacts: reload comes back, Back closes", async () => {
    const page = await newPage(t.browser);
    const [task] = (
      await t.app.db.select({ id: tasks.id, name: tasks.name, projectId: tasks.projectId }).from(tasks)
    ).sort((a, b) => a.id - b.id);
    if (!task) throw new Error("no demo task");

    await loginAs(page, t.app.baseUrl, "admin", `${ADMIN_BASE}/projects/${task.projectId}`);
    await page.waitForSelector(".project-task", { timeout: 15_000 });
    await clickByText(page, ".project-task-name", task.name);
    await expectDialogInUrl(page, "tache", task.id, `Tâche : ${task.name}`);

    const [client] = (await t.app.db.select({ id: companies.id }).from(companies)).sort(
      (a, b) => a.id - b.id,
    );
    if (!client) throw new Error("no demo client");
    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/companies/${client.id}`, {
      waitUntil: "domcontentloaded",
    });
    await page.waitForSelector(".client-layout", { timeout: 15_000 });
    await clickByText(page, "button", "Modifier");
    await expectDialogInUrl(page, "modifier", client.id, "Modifier la fiche client");

    const contactId = await page.$eval(".client-contact", (item) =>
      Number((item as HTMLElement).dataset.contactId),
    );
    await page.click(".client-contact button");
    await expectDialogInUrl(page, "contact", contactId, "Modifier le contact");
  });

  it("a charge and a material opened from their lists: reload comes back, Back closes", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "admin", `${ADMIN_BASE}/compta/financial-forecast/charges`);
    await page.waitForSelector(".charge-card-open", { timeout: 15_000 });
    const charge = await page.$eval(
      ".charge-card-title",
      (title) => title.firstChild?.textContent?.trim() ?? "",
    );
    await page.click(".charge-card-open");
    await expectDialogInUrl(page, "charge", "any", `Modifier la charge « ${charge} »`);

    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/material`, { waitUntil: "domcontentloaded" });
    await page.waitForSelector(".material-card-open", { timeout: 15_000 });
    await page.click(".material-card-open");
    await expectDialogInUrl(page, "materiel", "any");
  });
});
