import { files } from "@tronc/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskModule } from "../../src/modules/work/tasks";
import { createTestApp, type TestApp } from "../helpers";
import { insertTaskFixtures, LONG_DESCRIPTION, taskRowCounts } from "./task-helpers";

// 10 March 2026 in Paris.
const NOW = new Date("2026-03-10T10:00:00Z");
const TASKS = "/api/tronc-commun/tronc_commun_tasks";
const SEARCH = "/api/tronc-commun/task-search";

let t: TestApp;
let f: Awaited<ReturnType<typeof insertTaskFixtures>>;
beforeAll(async () => {
  t = await createTestApp({ modules: [taskModule], now: () => NOW });
  f = await insertTaskFixtures(t.handle.db, "hydra");
});
afterAll(() => t.close());

const send: TestApp["send"] = (...request) => t.send(...request);

/** The old client's body: IRIs, the end at 23:59:59, hours as a decimal number. */
const wireBody = (overrides: Record<string, unknown> = {}) => ({
  name: "Installer la sono",
  project: `/api/tronc-commun/tronc_commun_projects/${f.projectId}`,
  type: `/api/tronc-commun/task_types/${f.typeId}`,
  assignedTo: [`/api/users/${t.demo.userIds.user}`, `/api/users/${t.demo.userIds.chef}`],
  priority: "PRIORITY_HIGH",
  startAt: "2026-03-02",
  endAt: "2026-03-05 23:59:59",
  description: LONG_DESCRIPTION,
  note: "Clé au gardien",
  avancement: 30,
  duration: 1.5,
  ...overrides,
});

describe("tasks over Hydra", () => {
  it("POST answers the task with the documented fields; GET reads the same", async () => {
    const created = await send("POST", TASKS, "user", wireBody());
    expect(created.statusCode).toBe(201);
    const task = created.json();
    expect(task).toMatchObject({
      "@id": `${TASKS}/${task.id}`,
      "@type": "TroncCommunTask",
      name: "Installer la sono",
      project: `/api/tronc-commun/tronc_commun_projects/${f.projectId}`,
      type: `/api/tronc-commun/task_types/${f.typeId}`,
      state: "STATE_NEW",
      priority: "PRIORITY_HIGH",
      startAt: "2026-03-02",
      endAt: "2026-03-05",
      description: LONG_DESCRIPTION,
      note: "Clé au gardien",
      avancement: 30,
      duration: 1.5,
      attachments: [],
      taskReportDuration: 0,
      taskReportDurationByTask: [],
      quotationExpense: null,
      creator: { fullname: expect.any(String) },
      projectName: "Séminaire hydra",
      projectId: f.projectId,
      triangleCompanyId: null,
      isLate: true,
    });
    expect([...task.assignedTo].sort()).toEqual(
      [`/api/users/${t.demo.userIds.user}`, `/api/users/${t.demo.userIds.chef}`].sort(),
    );
    const read = await send("GET", task["@id"], "chef");
    expect(read.statusCode).toBe(200);
    // The same task, but the chef did not create it: no delete for them.
    expect(read.json()).toEqual({ ...task, canDelete: false });
  });

  it("PUT with id and attachments links the files; PUT changes what is sent only", async () => {
    const task = (await send("POST", TASKS, "user", wireBody({ name: "Avec pièces jointes" }))).json();
    const [file] = await t.handle.db
      .insert(files)
      .values({
        filename: "devis.pdf",
        mimeType: "application/pdf",
        size: 4,
        uploadedById: t.demo.userIds.user,
      })
      .returning({ id: files.id });
    const put = await send("PUT", task["@id"], "user", {
      id: task.id,
      attachments: [`/api/files/${file?.id}`],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      name: "Avec pièces jointes",
      avancement: 30,
      attachments: [{ "@id": `/api/files/${file?.id}`, id: file?.id, filename: "devis.pdf" }],
    });
    const progress = await send("PUT", task["@id"], "chef", { avancement: 60, state: "STATE_IN_COURSE" });
    expect(progress.json()).toMatchObject({
      avancement: 60,
      state: "STATE_IN_COURSE",
      attachments: [{ id: file?.id }],
    });
  });

  it("task-search reads q, idProject, idCompany, idTaskType, user, state, late, page and maxResults", async () => {
    const own = (
      await send("POST", TASKS, "user", wireBody({ name: "Chercher la clé", endAt: null }))
    ).json();
    const query = async (params: string) => {
      const response = await send("GET", `${SEARCH}?${params}`, "user");
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const all = await query(`idProject=${f.projectId}&maxResults=9999`);
    expect(all["hydra:totalItems"]).toBeGreaterThanOrEqual(3);
    expect(all["hydra:member"][0]).toMatchObject({
      "@type": "TroncCommunTask",
      projectName: "Séminaire hydra",
    });
    expect((await query("q=chercher+cle+hydra"))["hydra:member"].map((m: { id: number }) => m.id)).toEqual([
      own.id,
    ]);
    expect((await query(`idCompany=${f.otherClientId}`))["hydra:totalItems"]).toBe(0);
    expect(
      (await query(`idTaskType=/api/tronc-commun/task_types/${f.otherTypeId}`))["hydra:totalItems"],
    ).toBe(0);
    const chefs = await query(`user=/api/users/${t.demo.userIds.chef}&idProject=${f.projectId}`);
    expect(chefs["hydra:totalItems"]).toBe(all["hydra:totalItems"]);
    expect((await query(`idProject=${f.projectId}&state[]=STATE_CLOSED`))["hydra:totalItems"]).toBe(0);
    const late = await query(`idProject=${f.projectId}&late=1`);
    expect(late["hydra:member"].every((m: { isLate: boolean }) => m.isLate)).toBe(true);
    expect(late["hydra:member"].map((m: { id: number }) => m.id)).not.toContain(own.id);
    const second = await query(`idProject=${f.projectId}&maxResults=1&page=2`);
    expect(second["hydra:member"]).toHaveLength(1);
    expect(second["hydra:member"][0].id).toBe(all["hydra:member"][1].id);
    const list = await send("GET", `${TASKS}?idProject=${f.projectId}`, "user");
    expect(list.json()["hydra:totalItems"]).toBe(all["hydra:totalItems"]);
  });

  it("bad input answers 4xx with the French message and saves nothing", async () => {
    const before = await taskRowCounts(t.handle.db);
    const refused = async (body: object, status: number, message: string) => {
      const response = await send("POST", TASKS, "user", body);
      expect([response.statusCode, response.json()["hydra:description"]]).toEqual([status, message]);
    };
    await refused(wireBody({ duration: 0 }), 400, "Veuillez saisir une durée pour cette tâche !");
    await refused(
      wireBody({ duration: "abc" }),
      400,
      "La durée doit être un nombre d'heures positif, par exemple 1h30 ou 1,5.",
    );
    await refused(
      wireBody({ description: "Court" }),
      400,
      "Veuillez donner plus de détails sur la description de la tâche",
    );
    await refused(
      wireBody({ avancement: 105 }),
      400,
      "L'avancement doit être un nombre entier de 0 à 100, par pas de 10.",
    );
    await refused(
      wireBody({ endAt: "2026-03-01" }),
      400,
      "La date de fin de la tâche ne peut pas précéder sa date de début.",
    );
    await refused(
      wireBody({ project: `/api/tronc-commun/tronc_commun_projects/${f.archivedProjectId}` }),
      422,
      "Une tâche ne peut être rattachée qu'à un projet en cours, à planifier, planifié ou facturable.",
    );
    const wrongRef = await send("POST", TASKS, "user", wireBody({ type: "/api/users/1" }));
    expect(wrongRef.statusCode).toBe(400);
    expect(await taskRowCounts(t.handle.db)).toEqual(before);
    const badState = await send("GET", `${SEARCH}?state[]=STATE_LOST`, "user");
    expect(badState.statusCode).toBe(400);
  });

  it("permissions: signed-in users only; DELETE is the creator's or a super admin's", async () => {
    expect((await send("GET", SEARCH, null)).statusCode).toBe(401);
    expect((await send("POST", TASKS, null, wireBody())).statusCode).toBe(401);
    const task = (await send("POST", TASKS, "user", wireBody({ name: "À supprimer" }))).json();
    const denied = await send("DELETE", task["@id"], "chef");
    expect(denied.statusCode).toBe(403);
    expect(denied.json()["hydra:description"]).toBe(
      "Seul le créateur de la tâche ou un super administrateur peut la supprimer.",
    );
    expect((await send("DELETE", task["@id"], "admin")).statusCode).toBe(204);
    expect((await send("GET", task["@id"], "user")).statusCode).toBe(404);
  });
});
