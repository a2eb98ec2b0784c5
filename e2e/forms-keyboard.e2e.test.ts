import { companies, invoiceLines, invoices, projects, taskAssignees, tasks, taskTypes } from "@tronc/db";
import { toCents, toParisDate } from "@tronc/domain";
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { insertAcceptedQuotation, insertInvoice } from "../apps/api/test/billing/invoicing-fixtures";
import {
  ADMIN_BASE,
  clickByText,
  closeToasts,
  loginAs,
  newPage,
  screenshot,
  textsOf,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();

const UNSAVED = "Vous avez des modifications non enregistrées";

/** An open project and a task type to file tasks under. */
async function insertProjectAndType(name: string) {
  const db = t.app.db;
  const [client] = await db
    .insert(companies)
    .values({ name: `Client ${name}` })
    .returning();
  const [project] = await db
    .insert(projects)
    .values({ name: `Projet ${name}`, state: "STATE_PROJECT", companyId: client?.id })
    .returning();
  const [type] = await db
    .insert(taskTypes)
    .values({ name: `Type ${name}` })
    .returning();
  if (!project || !type) throw new Error("the test data was not inserted");
  return { project, type };
}

/** The error messages shown under the fields of the open dialog. */
const dialogErrors = (page: Page) => textsOf(page, '[role="dialog"] .field-error');

/** Presses Tab until the focused element matches `selector` (at most `max` times); false if never. */
async function tabTo(page: Page, selector: string, max = 40): Promise<boolean> {
  for (let step = 0; step < max; step++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector)) return true;
  }
  return false;
}

/** The dialogs' titles now on screen (the unsaved-changes question is a dialog over the form). */
const dialogTitles = (page: Page) =>
  textsOf(page, '[role="dialog"] .modal-title, [role="alertdialog"] .modal-title');

describe("forms that help", () => {
  it("shows the five errors of an empty task form at once, each under its field, then saves in one round", async () => {
    const { project, type } = await insertProjectAndType("Cinq erreurs");
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", `${ADMIN_BASE}/task`);
    await clickByText(page, "button", "Ajouter une tâche");
    await page.waitForSelector("#task-name");
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/trpc/task.create")) asked.push(request.url());
    });
    await clickByText(page, '[role="dialog"] button', "Enregistrer");
    await waitForText(page, "Le formulaire comporte 5 erreur(s)");
    // Name, project, type, duration and description are missing (me as assignee and today's start
    // are filled in by default): five messages, each in its field's box.
    const byField = await page.$$eval('[role="dialog"] .field.has-error', (fields) =>
      fields.map((field) => [
        field.querySelector("label")?.textContent?.trim(),
        field.querySelector(".field-error")?.textContent?.trim(),
      ]),
    );
    expect(byField).toEqual([
      ["Nom", "Le nom de la tâche est obligatoire."],
      ["Projet", "Choisissez le projet de la tâche."],
      ["Type", "Choisissez le type de la tâche."],
      ["Durée estimée (heures)", "Veuillez saisir une durée pour cette tâche !"],
      ["Description", "Veuillez donner plus de détails sur la description de la tâche"],
    ]);
    expect(await dialogErrors(page)).toHaveLength(5);
    // The focus is on the first field in error, and nothing was sent.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("task-name");
    expect(asked).toEqual([]);
    await screenshot(page, "forms-task-five-errors");

    // All five fixed, one save.
    await page.type("#task-name", "Préparer la salle Cinq erreurs");
    await page.select("#task-project", String(project.id));
    await page.select("#task-type", String(type.id));
    await page.type("#task-duration", "2");
    await page.click(".ProseMirror");
    await page.keyboard.type("Disposer les tables en U et tester le vidéoprojecteur.");
    expect(await dialogErrors(page)).toEqual([]);
    await clickByText(page, '[role="dialog"] button', "Enregistrer");
    await waitForText(page, "La tâche est bien enregistrée");
    const saved = (await t.app.db.select().from(tasks)).filter(
      (row) => row.name === "Préparer la salle Cinq erreurs",
    );
    expect(saved.map((row) => [row.projectId, row.taskTypeId, row.durationHours])).toEqual([
      [project.id, type.id, "2.00"],
    ]);
  });

  it("shows every error of an empty charge form at once, under its field", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}/compta/financial-forecast/charges`);
    await clickByText(page, "button", "Ajouter une charge");
    await page.waitForSelector(".charge-split tbody tr");
    await clickByText(page, '[role="dialog"] button', "Enregistrer");
    await waitForText(page, "Le nom de la charge est obligatoire");
    expect(await dialogErrors(page)).toEqual([
      "Le nom de la charge est obligatoire",
      "Le type de la charge est obligatoire",
      "Le montant de la charge est obligatoire",
      "La ligne doit être répartie sur au moins une entreprise",
    ]);
    await screenshot(page, "forms-charge-all-errors");
  });

  it("works a list and its dialog by keyboard: Tab to a row, Enter opens, Enter saves, Escape closes", async () => {
    const { project, type } = await insertProjectAndType("Clavier");
    const [task] = await t.app.db
      .insert(tasks)
      .values({
        name: "Réserver le traiteur Clavier",
        projectId: project.id,
        taskTypeId: type.id,
        startAt: toParisDate(new Date()),
        durationHours: "1",
        description: "<p>Appeler trois traiteurs et comparer les devis reçus.</p>",
        searchText: "reserver le traiteur clavier projet clavier",
      })
      .returning();
    if (!task) throw new Error("the task was not inserted");
    await t.app.db.insert(taskAssignees).values({ taskId: task.id, userId: t.app.demo.userIds.user });
    const row = `a[href$="/task/${task.id}"]`;
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", `${ADMIN_BASE}/task`);
    await page.type("#task-search", "traiteur clavier");
    await page.waitForFunction(
      (css: string) => document.querySelectorAll(".task-row").length === 1 && document.querySelector(css),
      {},
      row,
    );

    // Tab from the search box reaches the row, which shows where the focus is.
    expect(await tabTo(page, row)).toBe(true);
    const outline = await page.$eval(row, (link) => getComputedStyle(link).outlineStyle);
    expect(outline).toBe("solid");
    await screenshot(page, "forms-keyboard-row-focus");

    // Enter opens the task; its name is typed in, Enter saves.
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      () =>
        (document.querySelector("#task-name") as HTMLInputElement | null)?.value ===
        "Réserver le traiteur Clavier",
    );
    await page.focus("#task-name");
    await page.keyboard.press("End");
    await page.keyboard.type(" (urgent)");
    await page.keyboard.press("Enter");
    await waitForText(page, "La tâche est bien enregistrée");
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    const names = async () =>
      (await t.app.db.select().from(tasks)).filter((one) => one.id === task.id).map((one) => one.name);
    expect(await names()).toEqual(["Réserver le traiteur Clavier (urgent)"]);
    await closeToasts(page);

    // Opened again and left untouched: Escape closes at once.
    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/task/${task.id}`, { waitUntil: "domcontentloaded" });
    await page.waitForSelector("#task-name");
    await page.focus("#task-name");
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));

    // Typed in, then Escape: asked first; Escape again keeps typing, 'Quitter sans enregistrer' leaves.
    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/task/${task.id}`, { waitUntil: "domcontentloaded" });
    await page.waitForSelector("#task-name");
    await page.focus("#task-name");
    await page.keyboard.press("End");
    await page.keyboard.type(" !");
    await page.keyboard.press("Escape");
    await waitForText(page, UNSAVED);
    expect(await dialogTitles(page)).toContain("Modifications non enregistrées");
    await screenshot(page, "forms-unsaved-question");
    // The safe answer has the focus: Enter keeps the input.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
      "Continuer la saisie",
    );
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      (text: string) => !(document.body.textContent ?? "").includes(text),
      {},
      UNSAVED,
    );
    expect(await page.$eval("#task-name", (input) => (input as HTMLInputElement).value)).toBe(
      "Réserver le traiteur Clavier (urgent) !",
    );
    await page.focus("#task-name");
    await page.keyboard.press("Escape");
    await waitForText(page, UNSAVED);
    await clickByText(page, "button", "Quitter sans enregistrer");
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    expect(await names()).toEqual(["Réserver le traiteur Clavier (urgent)"]);
    expect(page.errors).toEqual([]);
  });

  it("asks before closing an edited invoice line dialog, and before leaving an edited invoice", async () => {
    const db = t.app.db;
    const issuerId = t.app.demo.companyIds[0] ?? 0;
    const q = await insertAcceptedQuotation(db, { issuerId, title: "Gala des modifications" });
    const invoiceId = await insertInvoice(db, {
      issuerId,
      companyId: q.companyId,
      quotationIds: [q.quotationId],
      invoiceDate: toParisDate(new Date()),
      lines: [{ name: "Location de salle", quantity: "1", unitPriceCents: toCents(50_000), vatRate: "20" }],
    });
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}/compta/invoice/${invoiceId}`);
    await page.waitForSelector('[aria-label="Modifier la ligne Location de salle"]');

    // Closed untouched: no question.
    await page.click('[aria-label="Modifier la ligne Location de salle"]');
    await page.waitForSelector("#il-quantity");
    await clickByText(page, ".modal button", "Annuler");
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));

    // Edited, then 'Annuler': asked; 'Continuer la saisie' keeps the 3; × then 'Quitter sans enregistrer'.
    await page.click('[aria-label="Modifier la ligne Location de salle"]');
    await typeInto(page, "#il-quantity", "3");
    await clickByText(page, ".modal button", "Annuler");
    await waitForText(page, UNSAVED);
    await screenshot(page, "forms-invoice-line-unsaved");
    await clickByText(page, "button", "Continuer la saisie");
    await page.waitForFunction(
      (text: string) => !(document.body.textContent ?? "").includes(text),
      {},
      UNSAVED,
    );
    expect(await page.$eval("#il-quantity", (input) => (input as HTMLInputElement).value)).toBe("3");
    await page.click('[role="dialog"] .modal-close');
    await waitForText(page, UNSAVED);
    await clickByText(page, "button", "Quitter sans enregistrer");
    await page.waitForFunction(() => !document.querySelector("#il-quantity"));
    const quantities = (await db.select().from(invoiceLines))
      .filter((line) => line.invoiceId === invoiceId)
      .map((line) => line.quantity);
    expect(quantities.map(Number)).toEqual([1]);

    // The invoice itself: a title typed, then the link back to the list asks first.
    await typeInto(page, "#invoice-title", "Gala — titre non enregistré");
    await clickByText(page, "main a", "← Factures client");
    await waitForText(page, UNSAVED);
    await clickByText(page, "button", "Continuer la saisie");
    expect(page.url()).toBe(`${t.app.baseUrl}${ADMIN_BASE}/compta/invoice/${invoiceId}`);
    expect(await page.$eval("#invoice-title", (input) => (input as HTMLInputElement).value)).toBe(
      "Gala — titre non enregistré",
    );
    await clickByText(page, "main a", "← Factures client");
    await clickByText(page, "button", "Quitter sans enregistrer");
    await page.waitForFunction(() => window.location.pathname.endsWith("/compta/invoice"));
    const [stored] = (await db.select().from(invoices)).filter((row) => row.id === invoiceId);
    expect(stored?.title).toBe("");
    expect(page.errors).toEqual([]);
  });
});
