import {
  auditLog,
  companies,
  leads,
  projects,
  quotations,
  taskAssignees,
  tasks,
  taskTypes,
  users,
} from "@tronc/db";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  clickByText,
  loginAs,
  newPage,
  screenshot,
  selectWhenOffered,
  textsOf,
  useBrowserApp,
  waitForText,
} from "./harness";
import {
  addQuotation,
  addRecommendation,
  saveRecommendationState,
  signInAndOpenLead,
  WAIT,
} from "./proposals-steps";

const t = useBrowserApp();

/** Opens 'Historique' of the quotation's block: its dialog lists the changes, or says there are none. */
async function openQuotationHistory(page: Awaited<ReturnType<typeof signInAndOpenLead>>) {
  await clickByText(page, ".quotation-block button", "Historique");
  await page.waitForSelector(".history-list :is(.history-entry, .empty-state)", WAIT);
}

async function closeHistory(page: Awaited<ReturnType<typeof signInAndOpenLead>>) {
  await page.keyboard.press("Escape");
  await page.waitForFunction(() => !document.querySelector(".history-list"), WAIT);
}

describe("the 'Historique' panel", () => {
  it("shows a quotation's state change, who made it and when, in French", async () => {
    const lead = (await t.app.db.select({ id: leads.id, company: leads.companyId }).from(leads))
      .filter((row) => row.company !== null)
      .sort((a, b) => a.id - b.id)[0];
    if (!lead) throw new Error("no demo lead with a company");
    const salesperson = (await t.app.db.select().from(users)).find((row) => row.email === "user@tronc.test");
    const page = await signInAndOpenLead(t, lead.id);
    await addRecommendation(page);
    await addQuotation(page);

    await openQuotationHistory(page);
    await waitForText(page, "Aucune modification enregistrée");
    await closeHistory(page);

    await selectWhenOffered(page, "#reco-state", "RECO_STATE_SEND");
    await saveRecommendationState(page);

    await openQuotationHistory(page);
    expect(await textsOf(page, ".history-entry-text")).toEqual(["Statut : Brouillon → Envoyé"]);
    expect(await textsOf(page, ".history-entry-author")).toEqual([
      `${salesperson?.name} ${salesperson?.lastname}`,
    ]);
    const [when] = await textsOf(page, ".history-entry time");
    expect(when).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(await textsOf(page, ".modal-title")).toContain("Historique — Devis");
    await screenshot(page, "history-quotation");
    await closeHistory(page);

    // Older changes come a page at a time: 20, then 'Plus ancien' for the rest.
    const [quotation] = (await t.app.db.select({ id: quotations.id }).from(quotations)).sort(
      (a, b) => b.id - a.id,
    );
    if (!quotation) throw new Error("the quotation was not saved");
    await t.app.db.insert(auditLog).values(
      Array.from({ length: 24 }, (_, index) => ({
        entityType: "quotation",
        entityId: quotation.id,
        field: "title",
        fromValue: index === 0 ? null : `Séminaire v${index}`,
        toValue: `Séminaire v${index + 1}`,
        userId: null,
        createdAt: new Date(Date.UTC(2026, 0, 1, 9, index)),
      })),
    );
    await openQuotationHistory(page);
    const first = await textsOf(page, ".history-entry-text");
    expect(first).toHaveLength(20);
    expect(first.slice(0, 3)).toEqual([
      "Statut : Brouillon → Envoyé",
      "Titre : Séminaire v23 → Séminaire v24",
      "Titre : Séminaire v22 → Séminaire v23",
    ]);
    expect((await textsOf(page, ".history-entry-author")).slice(1, 2)).toEqual(["Système"]);
    await clickByText(page, ".history-more button", "Plus ancien");
    await page.waitForFunction(() => document.querySelectorAll(".history-entry").length === 25, WAIT);
    expect((await textsOf(page, ".history-entry-text")).slice(-2)).toEqual([
      "Titre : Séminaire v1 → Séminaire v2",
      "Titre : — → Séminaire v1",
    ]);
    expect(await textsOf(page, ".history-more button")).toEqual([]);
    await screenshot(page, "history-quotation-older");
  });

  it("shows a task's state changed in its dialog, from the dialog's own 'Historique'", async () => {
    const db = t.app.db;
    const [client] = await db.insert(companies).values({ name: "Brasserie Orion" }).returning();
    const [project] = await db
      .insert(projects)
      .values({ name: "Fête Orion", state: "STATE_PROJECT", companyId: client?.id })
      .returning();
    const [type] = await db.insert(taskTypes).values({ name: "Installation Orion" }).returning();
    if (!project || !type) throw new Error("the project or the task type was not inserted");
    const [task] = await db
      .insert(tasks)
      .values({
        name: "Monter la scène Orion",
        projectId: project.id,
        taskTypeId: type.id,
        startAt: "2026-12-01",
        endAt: "2026-12-02",
        durationHours: "2",
        description: "<p>Monter la scène et brancher la sono avant 18 h.</p>",
        searchText: "monter la scene orion",
      })
      .returning();
    if (!task) throw new Error("the task was not inserted");
    await db.insert(taskAssignees).values({ taskId: task.id, userId: t.app.demo.userIds.chef });
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "chef", `${ADMIN_BASE}/task/${task.id}`);
    await page.waitForFunction(
      () =>
        (document.querySelector("#task-name") as HTMLInputElement | null)?.value === "Monter la scène Orion",
      WAIT,
    );
    await selectWhenOffered(page, "#task-state", "STATE_IN_COURSE");
    await clickByText(page, '[role="dialog"] button', "Enregistrer");
    await waitForText(page, "La tâche est bien enregistrée");
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), WAIT);

    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/task/${task.id}`, { waitUntil: "domcontentloaded" });
    await clickByText(page, '[role="dialog"] button', "Historique");
    await page.waitForSelector(".history-entry", WAIT);
    expect(await textsOf(page, ".history-entry-text")).toEqual(["Statut : Nouveau → En cours"]);
    const chef = (await db.select().from(users)).find((row) => row.email === "chef@tronc.test");
    expect(await textsOf(page, ".history-entry-author")).toEqual([`${chef?.name} ${chef?.lastname}`]);
    await screenshot(page, "history-task");
    // Escape closes the history only: the task's dialog stays.
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => !document.querySelector(".history-list"), WAIT);
    expect(await page.$("#task-state")).not.toBeNull();
  });
});
