import { timeEntries } from "@tronc/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timeEntryModule } from "../../src/modules/work/time-entries";
import { createTestApp, type TestApp } from "../helpers";
import { insertLeave } from "./day-off-helpers";
import {
  groupCompanyId,
  insertClient,
  insertTaskFixture,
  timeEntryCount,
  timeEntryRow,
} from "./time-entry-helpers";

let t: TestApp;
let group: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [timeEntryModule] });
  group = groupCompanyId(t);
});
afterAll(() => t.close());

/** `group` is read when the entry is built, inside a test (after beforeAll). */
const entry = (date: string, hours: string | number, extra: Record<string, unknown> = {}) => ({
  date,
  hours,
  comment: "Préparation du salon",
  triangleCompanyId: group,
  ...extra,
});
const later =
  (date: string, hours: string | number, extra: Record<string, unknown> = {}) =>
  () =>
    entry(date, hours, extra);

describe("time entries: saving", () => {
  it("creates a free-form entry of the signed-in user, hours normalised ('1h30' → 1.5)", async () => {
    const user = await t.caller("user");
    const view = await user.timeEntry.create(entry("2031-01-06", "1h30", { comment: "  Réunion interne " }));
    expect(view).toMatchObject({
      date: "2031-01-06",
      hours: "1.5",
      comment: "Réunion interne",
      user: { id: t.demo.userIds.user },
      triangleCompany: { id: group },
      company: null,
      task: null,
      project: null,
      canEdit: true,
      canDelete: true,
    });
    expect((await timeEntryRow(t, view.id))?.hours).toBe("1.50");
  });

  it("on a task, the server sets the group company, client and project from the task's project", async () => {
    const fixture = await insertTaskFixture(t);
    const otherClient = await insertClient(t, "Client ignoré");
    const user = await t.caller("user");
    const view = await user.timeEntry.create(
      entry("2031-01-07", 2, { taskId: fixture.taskId, companyId: otherClient }),
    );
    expect(view.triangleCompany.id).toBe(fixture.ownerTriangleCompanyId);
    expect(view.company?.id).toBe(fixture.clientId);
    expect(view.task).toMatchObject({ id: fixture.taskId, projectId: fixture.projectId });
    expect(view.task?.projectCompany?.id).toBe(fixture.clientId);
    const row = await timeEntryRow(t, view.id);
    expect(row).toMatchObject({
      projectId: fixture.projectId,
      companyId: fixture.clientId,
      taskId: fixture.taskId,
    });
  });

  it("taskLinks gives what 'Saisir temps' on a task shows locked", async () => {
    const fixture = await insertTaskFixture(t);
    const user = await t.caller("user");
    const links = await user.timeEntry.taskLinks({ taskId: fixture.taskId });
    expect(links).toMatchObject({
      task: { id: fixture.taskId },
      project: { id: fixture.projectId },
      triangleCompany: { id: fixture.ownerTriangleCompanyId },
      company: { id: fixture.clientId },
    });
    await expect(user.timeEntry.taskLinks({ taskId: 999_999 })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Cette tâche est introuvable.",
    });
  });

  it("the author edits and deletes; another user gets 403 and nothing changes", async () => {
    const user = await t.caller("user");
    const chef = await t.caller("chef");
    const view = await user.timeEntry.create(entry("2031-01-08", "1"));
    const seenByChef = await chef.timeEntry.get({ id: view.id });
    expect(seenByChef).toMatchObject({ canEdit: false, canDelete: false });
    await expect(chef.timeEntry.update({ id: view.id, hours: "3" })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Seul l'auteur de ce temps peut le modifier ou le supprimer.",
    });
    await expect(chef.timeEntry.delete({ id: view.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await timeEntryRow(t, view.id))?.hours).toBe("1.00");
    const admin = await t.caller("admin");
    await expect(admin.timeEntry.delete({ id: view.id })).rejects.toMatchObject({ code: "FORBIDDEN" });

    const updated = await user.timeEntry.update({ id: view.id, hours: "2,25", comment: "Montage" });
    expect(updated).toMatchObject({ hours: "2.25", comment: "Montage", date: "2031-01-08" });
    await user.timeEntry.delete({ id: view.id });
    expect(await timeEntryRow(t, view.id)).toBeUndefined();
    await expect(user.timeEntry.get({ id: view.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("time entries: leave confirmation", () => {
  it("asks to confirm (409, naming the leave) on a day of one's own accepted leave, saves once confirmed", async () => {
    // 08:00–12:00 Paris in winter is 07:00–11:00 UTC.
    await insertLeave(t, {
      ownerId: t.demo.userIds.user,
      startAt: "2031-03-12T07:00:00Z",
      endAt: "2031-03-12T11:00:00Z",
      state: "STATE_ACCEPTED",
    });
    await insertLeave(t, {
      ownerId: t.demo.userIds.user,
      startAt: "2031-03-13T07:00:00Z",
      endAt: "2031-03-13T17:00:00Z",
      state: "STATE_STAND_BY",
    });
    const user = await t.caller("user");
    const before = await timeEntryCount(t);
    await expect(user.timeEntry.create(entry("2031-03-12", "4"))).rejects.toMatchObject({
      code: "CONFLICT",
      message:
        "Vous êtes en congé le 12/03/2031 (congé du 12/03/2031 08:00 au 12/03/2031 12:00, matin). Confirmez-vous la saisie ?",
    });
    expect(await timeEntryCount(t)).toBe(before);
    const saved = await user.timeEntry.create({ ...entry("2031-03-12", "4"), confirmLeave: true });
    expect(saved.hours).toBe("4");
    // A leave waiting for approval, or someone else's, asks nothing.
    await user.timeEntry.create(entry("2031-03-13", "1"));
    const chef = await t.caller("chef");
    await chef.timeEntry.create(entry("2031-03-12", "1"));
    // Moving an entry onto the leave day asks again.
    const moved = await user.timeEntry.create(entry("2031-03-14", "1"));
    await expect(user.timeEntry.update({ id: moved.id, date: "2031-03-12" })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect((await timeEntryRow(t, moved.id))?.date).toBe("2031-03-14");
  });
});

describe("time entries: bad input is refused in French, nothing saved", () => {
  const cases: [string, () => Record<string, unknown>, string, string][] = [
    [
      "hours 'abc'",
      later("2031-04-01", "abc"),
      "BAD_REQUEST",
      "« abc » n'est pas une durée valide (exemples : 1h30, 1,5)",
    ],
    ["hours -2", later("2031-04-01", -2), "BAD_REQUEST", "Les heures saisies doivent être supérieures à 0."],
    ["hours 0", later("2031-04-01", 0), "BAD_REQUEST", "Les heures saisies doivent être supérieures à 0."],
    ["hours 25", later("2031-04-01", 25), "BAD_REQUEST", "Une saisie ne peut pas dépasser 24 heures."],
    ["no hours", later("2031-04-01", ""), "BAD_REQUEST", "Vous devez saisir les heures"],
    ["no date", later("", 1), "BAD_REQUEST", "Vous devez saisir une date de réalisation"],
    [
      "no comment",
      later("2031-04-01", 1, { comment: " " }),
      "BAD_REQUEST",
      "Vous devez saisir un commentaire",
    ],
    ["not a date", later("2031-02-30", 1), "BAD_REQUEST", "La date « 30/02/2031 » n'existe pas"],
    [
      "no group company",
      later("2031-04-01", 1, { triangleCompanyId: null }),
      "BAD_REQUEST",
      "Vous devez choisir une entreprise du groupe.",
    ],
    [
      "unknown group company",
      later("2031-04-01", 1, { triangleCompanyId: 999_999 }),
      "NOT_FOUND",
      "Cette entreprise du groupe est introuvable",
    ],
    [
      "unknown client",
      later("2031-04-01", 1, { companyId: 999_999 }),
      "NOT_FOUND",
      "Cette entreprise est introuvable",
    ],
    [
      "unknown task",
      later("2031-04-01", 1, { taskId: 999_999 }),
      "NOT_FOUND",
      "Cette tâche est introuvable.",
    ],
    [
      "someone else's entry",
      later("2031-04-01", 1, { userId: 999_999 }),
      "FORBIDDEN",
      "Vous ne pouvez saisir du temps que pour vous-même.",
    ],
  ];

  it.each(cases)("%s", async (_, input, code, message) => {
    const user = await t.caller("user");
    const before = await timeEntryCount(t);
    await expect(user.timeEntry.create(input())).rejects.toMatchObject({ code, message });
    expect(await timeEntryCount(t)).toBe(before);
  });

  it("a day total over 24 hours is refused (20 + 4.5 = 24.5), 20 + 4 = 24 is accepted", async () => {
    const user = await t.caller("user");
    const first = await user.timeEntry.create(entry("2031-04-02", "20"));
    await expect(user.timeEntry.create(entry("2031-04-02", "4,5"))).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: "Vous avez déjà saisi 20 h le 02/04/2031 : une journée ne peut pas dépasser 24 heures.",
    });
    await user.timeEntry.create(entry("2031-04-02", "4"));
    // Editing the 20 h entry up to 21 h would make 25 h: refused; its own hours are not counted twice.
    await expect(user.timeEntry.update({ id: first.id, hours: 21 })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
    });
    await user.timeEntry.update({ id: first.id, hours: "19h30" });
    // Another person's hours that day are theirs: the chef may still enter 24 h.
    const chef = await t.caller("chef");
    await chef.timeEntry.create(entry("2031-04-02", 24));
  });

  it("an update clearing a required field is refused and keeps the row", async () => {
    const user = await t.caller("user");
    const view = await user.timeEntry.create(entry("2031-04-03", "1"));
    await expect(user.timeEntry.update({ id: view.id, comment: null })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Vous devez saisir un commentaire",
    });
    await expect(user.timeEntry.update({ id: view.id, hours: "abc" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await timeEntryRow(t, view.id)).toMatchObject({ hours: "1.00", comment: "Préparation du salon" });
  });
});

describe("time entries: the list", () => {
  it("filters by dates, users, client and project, newest first, with the total hours", async () => {
    const fixture = await insertTaskFixture(t);
    const user = await t.caller("user");
    const chef = await t.caller("chef");
    const a = await user.timeEntry.create(entry("2032-02-02", "2"));
    const b = await user.timeEntry.create(entry("2032-02-03", "1h15", { taskId: fixture.taskId }));
    const c = await chef.timeEntry.create(entry("2032-02-03", "3,5"));
    const d = await chef.timeEntry.create(entry("2032-02-10", "0h45", { companyId: fixture.clientId }));
    await user.timeEntry.create(entry("2032-03-01", "8"));

    const february = { from: "2032-02-01", to: "2032-02-29" };
    const all = await user.timeEntry.search(february);
    expect(all.items.map((item) => item.id)).toEqual([d.id, c.id, b.id, a.id]);
    // 2 + 1.25 + 3.5 + 0.75 = 7.5
    expect(all).toMatchObject({ total: 4, totalIsExact: true, totalHours: "7.5", pageSize: 50 });
    expect(all.items.map((item) => item.canEdit)).toEqual([false, false, true, true]);

    // chef: 3.5 + 0.75 = 4.25
    const chefs = await user.timeEntry.search({ ...february, userIds: [t.demo.userIds.chef] });
    expect(chefs.items.map((item) => item.id)).toEqual([d.id, c.id]);
    expect(chefs.totalHours).toBe("4.25");

    // the client: the task's entry (1.25) and the chef's entry for it (0.75) = 2
    const client = await user.timeEntry.search({ ...february, companyId: fixture.clientId });
    expect(client.items.map((item) => item.id)).toEqual([d.id, b.id]);
    expect(client.totalHours).toBe("2");

    const project = await user.timeEntry.search({ projectIds: [fixture.projectId] });
    expect(project.items.map((item) => item.id)).toEqual([b.id]);
    expect(project.totalHours).toBe("1.25");

    // one day: 1.25 + 3.5 = 4.75
    const day = await user.timeEntry.search({ from: "2032-02-03", to: "2032-02-03" });
    expect(day.items.map((item) => item.id)).toEqual([c.id, b.id]);
    expect(await user.timeEntry.stats({ from: "2032-02-03", to: "2032-02-03" })).toEqual({
      totalHours: "4.75",
    });

    const task = await user.timeEntry.search({ taskId: fixture.taskId });
    expect(task.items.map((item) => item.id)).toEqual([b.id]);

    await expect(user.timeEntry.search({ from: "2032-02-31" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "La date « 31/02/2032 » n'existe pas",
    });
  });

  it("pages by 50 and totals every page (120 × 0.5 h = 60 h)", async () => {
    const rows = Array.from({ length: 120 }, (_, index) => ({
      date: `2033-01-${String((index % 28) + 1).padStart(2, "0")}`,
      hours: "0.50",
      comment: `Ligne ${index}`,
      userId: t.demo.userIds.compta,
      triangleCompanyId: group,
    }));
    await t.handle.db.insert(timeEntries).values(rows);
    const compta = await t.caller("compta");
    const filters = { from: "2033-01-01", to: "2033-01-31" };
    const first = await compta.timeEntry.search(filters);
    expect(first).toMatchObject({ total: 120, page: 1, pageSize: 50, totalHours: "60" });
    expect(first.items).toHaveLength(50);
    const last = await compta.timeEntry.search({ ...filters, page: 3 });
    expect(last.items).toHaveLength(20);
    expect(last.items.at(-1)?.date).toBe("2033-01-01");
    await expect(compta.timeEntry.search({ ...filters, pageSize: 501 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("offers the filters' choices", async () => {
    const user = await t.caller("user");
    const options = await user.timeEntry.options();
    expect(options.users.map((person) => person.id)).toContain(t.demo.userIds.chef);
    expect(options.triangleCompanies.map((company) => company.id)).toContain(group);
  });

  it("refuses the anonymous", async () => {
    const anonymous = await t.caller(null);
    await expect(anonymous.timeEntry.search({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
