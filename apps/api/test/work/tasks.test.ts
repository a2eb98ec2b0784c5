import { auditLog, files, tasks, timeEntries } from "@tronc/db";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskModule } from "../../src/modules/work/tasks";
import { createTestApp, type TestApp } from "../helpers";
import { rejection } from "../sales/sales-helpers";
import { insertTaskFixtures, LONG_DESCRIPTION, taskRowCounts } from "./task-helpers";

// 10 March 2026, 11:00 in Paris: 'today' is 2026-03-10.
const NOW = new Date("2026-03-10T10:00:00Z");

let t: TestApp;
let f: Awaited<ReturnType<typeof insertTaskFixtures>>;
beforeAll(async () => {
  t = await createTestApp({ modules: [taskModule], now: () => NOW });
  f = await insertTaskFixtures(t.handle.db, "tâches");
});
afterAll(() => t.close());

const newTask = (overrides: Record<string, unknown> = {}) => ({
  name: "Réserver la salle",
  projectId: f.projectId,
  taskTypeId: f.typeId,
  assigneeIds: [t.demo.userIds.user, t.demo.userIds.chef],
  duration: "1h30",
  description: LONG_DESCRIPTION,
  endAt: "2026-03-20",
  ...overrides,
});

describe("task create, get and update", () => {
  it("creates a new, normal task starting today, with two assignees and 1h30 = 1.5 hours", async () => {
    const user = await t.caller("user");
    const task = await user.task.create(newTask({ note: "Voir avec Paul" }));
    expect(task).toMatchObject({
      name: "Réserver la salle",
      projectId: f.projectId,
      projectName: "Séminaire tâches",
      company: { id: f.clientId, name: "Client tâches" },
      state: "STATE_NEW",
      priority: "PRIORITY_NORMAL",
      startAt: "2026-03-10",
      endAt: "2026-03-20",
      durationHours: "1.5",
      progress: 0,
      note: "Voir avec Paul",
      attachments: [],
      taskReportDuration: "0",
      timeEntries: [],
      purchaseOrder: null,
      creator: { id: t.demo.userIds.user },
      isLate: false,
      canEdit: true,
      canDelete: true,
    });
    expect(task.assignees.map((a) => a.id).sort()).toEqual(
      [t.demo.userIds.user, t.demo.userIds.chef].sort((a, b) => a - b),
    );
    const [row] = await t.handle.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row?.searchText).toBe("reserver la salle seminaire taches client taches");
    expect(await user.task.get({ id: task.id })).toEqual(task);
  });

  it("updates progress and state (the state change is audited), keeping what was not sent", async () => {
    const user = await t.caller("user");
    const task = await user.task.create(newTask({ name: "Imprimer les badges" }));
    const chef = await t.caller("chef");
    const saved = await chef.task.update({
      id: task.id,
      version: task.version,
      progress: 40,
      state: "STATE_IN_COURSE",
      duration: 2,
    });
    expect(saved).toMatchObject({
      progress: 40,
      state: "STATE_IN_COURSE",
      durationHours: "2",
      name: "Imprimer les badges",
    });
    expect(saved.assignees).toHaveLength(2);
    const audit = await t.handle.db
      .select({ from: auditLog.fromValue, to: auditLog.toValue })
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, "task"), eq(auditLog.entityId, task.id), eq(auditLog.field, "state")),
      );
    expect(audit).toEqual([
      { from: null, to: "STATE_NEW" },
      { from: "STATE_NEW", to: "STATE_IN_COURSE" },
    ]);
    const reassigned = await chef.task.update({
      id: task.id,
      version: saved.version,
      assigneeIds: [t.demo.userIds.admin],
    });
    expect(reassigned.assignees.map((a) => a.id)).toEqual([t.demo.userIds.admin]);
  });

  it("sums the time entries (1.5 + 0.75 = 2.25 h), each editable by its author only, and then refuses deletion", async () => {
    const user = await t.caller("user");
    const task = await user.task.create(newTask({ name: "Monter le stand" }));
    await t.handle.db.insert(timeEntries).values([
      {
        date: "2026-03-09",
        hours: "1.50",
        comment: "Repérage",
        userId: t.demo.userIds.user,
        taskId: task.id,
        projectId: f.projectId,
        triangleCompanyId: t.demo.companyIds[0] ?? 0,
      },
      {
        date: "2026-03-10",
        hours: "0.75",
        comment: "Montage",
        userId: t.demo.userIds.chef,
        taskId: task.id,
        projectId: f.projectId,
        triangleCompanyId: t.demo.companyIds[0] ?? 0,
      },
    ]);
    const read = await user.task.get({ id: task.id });
    expect(read.taskReportDuration).toBe("2.25");
    expect(read.timeEntries.map((e) => [e.hours, e.comment, e.canEdit])).toEqual([
      ["1.5", "Repérage", true],
      ["0.75", "Montage", false],
    ]);
    expect(read.canDelete).toBe(false);
    const before = await taskRowCounts(t.handle.db);
    expect(await rejection(user.task.delete({ id: task.id }))).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      message: "Cette tâche compte 2 saisie(s) de temps : elle ne peut pas être supprimée.",
    });
    expect(await taskRowCounts(t.handle.db)).toEqual(before);
  });

  it("lets only the creator or a super admin delete a task", async () => {
    const user = await t.caller("user");
    const task = await user.task.create(newTask({ name: "Tâche à supprimer" }));
    const chef = await t.caller("chef");
    expect((await chef.task.get({ id: task.id })).canDelete).toBe(false);
    expect(await rejection(chef.task.delete({ id: task.id }))).toEqual({
      code: "FORBIDDEN",
      message: "Seul le créateur de la tâche ou un super administrateur peut la supprimer.",
    });
    const admin = await t.caller("admin");
    expect((await admin.task.get({ id: task.id })).canDelete).toBe(true);
    await admin.task.delete({ id: task.id });
    expect((await rejection(user.task.get({ id: task.id }))).message).toBe("Cette tâche est introuvable.");
    const mine = await user.task.create(newTask({ name: "La mienne" }));
    await expect(user.task.delete({ id: mine.id })).resolves.toEqual({ id: mine.id });
  });

  it("refuses anonymous callers", async () => {
    const nobody = await t.caller(null);
    expect((await rejection(nobody.task.search({}))).code).toBe("UNAUTHORIZED");
  });
});

describe("attachments only once saved", () => {
  const upload = async (uploadedById: number, filename: string) => {
    const [row] = await t.handle.db
      .insert(files)
      .values({ filename, mimeType: "application/pdf", size: 10, uploadedById })
      .returning({ id: files.id });
    if (!row) throw new Error("file insert returned nothing");
    return row.id;
  };

  it("refuses files on a task not saved yet, then links the uploader's own files", async () => {
    const user = await t.caller("user");
    const fileId = await upload(t.demo.userIds.user, "plan.pdf");
    const before = await taskRowCounts(t.handle.db);
    expect(await rejection(user.task.create(newTask({ attachmentIds: [fileId] })))).toEqual({
      code: "BAD_REQUEST",
      message: "Enregistrez la tâche pour insérer des PJ",
    });
    expect(await taskRowCounts(t.handle.db)).toEqual(before);
    const task = await user.task.create(newTask({ name: "Avec plan" }));
    const saved = await user.task.update({ id: task.id, version: task.version, attachmentIds: [fileId] });
    expect(saved.attachments).toEqual([
      {
        id: fileId,
        filename: "plan.pdf",
        url: `/api/files/${fileId}`,
        downloadUrl: `/api/files/${fileId}/download`,
      },
    ]);
    // Once attached, every signed-in user may read it (and so link it elsewhere).
    const someoneElses = await upload(t.demo.userIds.chef, "secret.pdf");
    expect(
      (
        await rejection(
          user.task.update({ id: task.id, version: saved.version, attachmentIds: [fileId, someoneElses] }),
        )
      ).code,
    ).toBe("NOT_FOUND");
    expect((await user.task.get({ id: task.id })).attachments).toHaveLength(1);
    expect(
      (await user.task.update({ id: task.id, version: saved.version, attachmentIds: [] })).attachments,
    ).toEqual([]);
  });
});

describe("the projects offered for a task", () => {
  it("are those in course, to plan, planned or billable", async () => {
    const options = await (await t.caller("user")).task.projectOptions();
    const ids = options.map((option) => option.id);
    expect(ids).toContain(f.projectId);
    expect(ids).toContain(f.plannedProjectId);
    expect(ids).not.toContain(f.archivedProjectId);
    expect(ids).not.toContain(f.leadProjectId);
    expect(options.find((o) => o.id === f.projectId)).toEqual({
      id: f.projectId,
      name: "Séminaire tâches",
      clientName: "Client tâches",
    });
  });
});
