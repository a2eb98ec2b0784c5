import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskModule } from "../../src/modules/work/tasks";
import { createTestApp, type TestApp } from "../helpers";
import { rejection } from "../sales/sales-helpers";
import { insertTaskFixtures, LONG_DESCRIPTION, taskRowCounts } from "./task-helpers";

let t: TestApp;
let f: Awaited<ReturnType<typeof insertTaskFixtures>>;
beforeAll(async () => {
  t = await createTestApp({ modules: [taskModule] });
  f = await insertTaskFixtures(t.handle.db, "saisie");
});
afterAll(() => t.close());

const newTask = (overrides: Record<string, unknown> = {}) => ({
  name: "Réserver la salle",
  projectId: f.projectId,
  taskTypeId: f.typeId,
  assigneeIds: [t.demo.userIds.user],
  duration: "1h30",
  description: LONG_DESCRIPTION,
  startAt: "2026-03-02",
  endAt: "2026-03-20",
  ...overrides,
});

const ABSENT_ID = 2_000_000_000;

const cases: [string, Record<string, unknown>, string, string][] = [
  ["zero duration", { duration: "0" }, "BAD_REQUEST", "Veuillez saisir une durée pour cette tâche !"],
  ["no duration", { duration: null }, "BAD_REQUEST", "Veuillez saisir une durée pour cette tâche !"],
  [
    "duration 'abc'",
    { duration: "abc" },
    "BAD_REQUEST",
    "La durée doit être un nombre d'heures positif, par exemple 1h30 ou 1,5.",
  ],
  [
    "negative duration",
    { duration: -2 },
    "BAD_REQUEST",
    "La durée doit être un nombre d'heures positif, par exemple 1h30 ou 1,5.",
  ],
  [
    "a short description",
    { description: "<p>Trop court</p>" },
    "BAD_REQUEST",
    "Veuillez donner plus de détails sur la description de la tâche",
  ],
  [
    "a 251-character name",
    { name: "a".repeat(251) },
    "BAD_REQUEST",
    "Le nom de la tâche ne peut pas dépasser 250 caractères.",
  ],
  ["no name", { name: "  " }, "BAD_REQUEST", "Le nom de la tâche est obligatoire."],
  [
    "progress 105",
    { progress: 105 },
    "BAD_REQUEST",
    "L'avancement doit être un nombre entier de 0 à 100, par pas de 10.",
  ],
  [
    "progress 15",
    { progress: 15 },
    "BAD_REQUEST",
    "L'avancement doit être un nombre entier de 0 à 100, par pas de 10.",
  ],
  [
    "an end before the start",
    { endAt: "2026-03-01" },
    "BAD_REQUEST",
    "La date de fin de la tâche ne peut pas précéder sa date de début.",
  ],
  ["a project that does not exist", { projectId: ABSENT_ID }, "NOT_FOUND", "Ce projet est introuvable"],
  ["a type that does not exist", { taskTypeId: ABSENT_ID }, "NOT_FOUND", "Ce type de tâche est introuvable."],
  [
    "an assignee that does not exist",
    { assigneeIds: [ABSENT_ID] },
    "BAD_REQUEST",
    "Seul un utilisateur actif du groupe peut être assigné à une tâche.",
  ],
  ["no assignee", { assigneeIds: [] }, "BAD_REQUEST", "Assignez la tâche à au moins un utilisateur."],
  [
    "an unknown state",
    { state: "STATE_LOST" },
    "BAD_REQUEST",
    "L'état « STATE_LOST » n'existe pas pour une tâche.",
  ],
];

describe("bad task input: a French message, a 4xx, nothing saved", () => {
  it.each(cases)("refuses %s", async (_label, overrides, code, message) => {
    const user = await t.caller("user");
    const before = await taskRowCounts(t.handle.db);
    expect(await rejection(user.task.create(newTask(overrides)))).toEqual({ code, message });
    expect(await taskRowCounts(t.handle.db)).toEqual(before);
  });

  it("refuses a project archived or still a lead", async () => {
    const user = await t.caller("user");
    const before = await taskRowCounts(t.handle.db);
    const expected = {
      code: "UNPROCESSABLE_CONTENT",
      message:
        "Une tâche ne peut être rattachée qu'à un projet en cours, à planifier, planifié ou facturable.",
    };
    expect(await rejection(user.task.create(newTask({ projectId: f.archivedProjectId })))).toEqual(expected);
    expect(await rejection(user.task.create(newTask({ projectId: f.leadProjectId })))).toEqual(expected);
    expect(await taskRowCounts(t.handle.db)).toEqual(before);
  });

  it("refuses the same on update and leaves the task as it was", async () => {
    const user = await t.caller("user");
    const task = await user.task.create(newTask());
    for (const [, overrides, code, message] of cases) {
      expect(await rejection(user.task.update({ id: task.id, version: task.version, ...overrides }))).toEqual(
        { code, message },
      );
    }
    expect(
      await rejection(
        user.task.update({ id: task.id, version: task.version, projectId: f.archivedProjectId }),
      ),
    ).toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
    });
    expect(await user.task.get({ id: task.id })).toEqual(task);
    expect((await rejection(user.task.update({ id: ABSENT_ID, version: 1, progress: 10 }))).message).toBe(
      "Cette tâche est introuvable.",
    );
  });

  it("refuses ids and numbers of the wrong type at the schema", async () => {
    const user = await t.caller("user");
    const error = await rejection(user.task.create(newTask({ projectId: -1 })));
    expect(error).toMatchObject({ code: "BAD_REQUEST" });
    expect(error.message).toContain("Le projet doit être un identifiant numérique.");
  });
});
