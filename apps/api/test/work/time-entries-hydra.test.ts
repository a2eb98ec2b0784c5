import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timeEntryModule } from "../../src/modules/work/time-entries";
import { createTestApp, type TestApp } from "../helpers";
import { groupCompanyId, insertTaskFixture, timeEntryCount, timeEntryRow } from "./time-entry-helpers";

let t: TestApp;
let group: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [timeEntryModule] });
  group = groupCompanyId(t);
});
afterAll(() => t.close());

const REPORTS = "/api/tronc-commun/task_reports";
const SEARCH = "/api/tronc-commun/task_reports-search";
const STATS = "/api/tronc-commun/task_reports-search-stats";
const EXPORT = "/admin/task-report-export";

const send: TestApp["send"] = (...request) => t.send(...request);

const body = (overrides: Record<string, unknown> = {}) => ({
  date: "2034-05-02",
  comment: "Repérage du site",
  nbHour: 1.5,
  triangleCompany: `/api/tronc-commun/triangle_companies/${group}`,
  company: null,
  task: null,
  ...overrides,
});

describe("time reports over Hydra", () => {
  it("POST, GET, PUT and DELETE an entry with the documented shape", async () => {
    const created = await send("POST", REPORTS, "user", body());
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      "@id": `${REPORTS}/${item.id}`,
      "@type": "TaskReport",
      date: "2034-05-02",
      comment: "Repérage du site",
      nbHour: 1.5,
      triangleCompany: { "@id": `/api/tronc-commun/triangle_companies/${group}`, id: group },
      company: null,
      triangleUser: { id: t.demo.userIds.user },
      task: null,
      canEdit: true,
    });
    expect(typeof item.triangleUser.fullname).toBe("string");

    const read = await send("GET", item["@id"], "chef");
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: item.id, canEdit: false, canDelete: false });

    const changed = await send("PUT", item["@id"], "user", { nbHour: "2h15", comment: "Repérage et photos" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ nbHour: 2.25, comment: "Repérage et photos", date: "2034-05-02" });

    const refused = await send("PUT", item["@id"], "chef", { nbHour: 3 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()["hydra:description"]).toBe(
      "Seul l'auteur de ce temps peut le modifier ou le supprimer.",
    );
    expect((await send("DELETE", item["@id"], "chef")).statusCode).toBe(403);
    expect(await timeEntryRow(t, item.id)).toMatchObject({ hours: "2.25" });

    expect((await send("DELETE", item["@id"], "user")).statusCode).toBe(204);
    expect((await send("GET", item["@id"], "user")).statusCode).toBe(404);
  });

  it("on a task: task {id, name, projectId, projectName, company}; group company and client from the project", async () => {
    const fixture = await insertTaskFixture(t);
    const created = await send("POST", REPORTS, "user", body({ date: "2034-05-03", task: fixture.taskId }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      triangleCompany: { id: fixture.ownerTriangleCompanyId },
      company: { "@id": `/api/companies/${fixture.clientId}`, id: fixture.clientId },
      task: {
        "@id": `/api/tronc-commun/tronc_commun_tasks/${fixture.taskId}`,
        id: fixture.taskId,
        projectId: fixture.projectId,
        company: { id: fixture.clientId },
      },
    });
  });

  it("refuses bad bodies with a French hydra:Error and saves nothing", async () => {
    const before = await timeEntryCount(t);
    const cases: [Record<string, unknown>, number, string][] = [
      [body({ nbHour: "abc" }), 400, "« abc » n'est pas une durée valide (exemples : 1h30, 1,5)"],
      [body({ nbHour: -2 }), 400, "Les heures saisies doivent être supérieures à 0."],
      [body({ nbHour: 25 }), 400, "Une saisie ne peut pas dépasser 24 heures."],
      [body({ date: null }), 400, "Vous devez saisir une date de réalisation"],
      [body({ comment: "" }), 400, "Vous devez saisir un commentaire"],
      [body({ date: "le 3 mai" }), 400, "La date « le 3 mai » n'existe pas"],
      [body({ task: 999_999 }), 404, "Cette tâche est introuvable."],
      [body({ company: "/api/companies/999999" }), 404, "Cette entreprise est introuvable"],
      [
        body({ triangleUser: `/api/users/${t.demo.userIds.chef}` }),
        403,
        "Vous ne pouvez saisir du temps que pour vous-même.",
      ],
    ];
    for (const [payload, status, description] of cases) {
      const response = await send("POST", REPORTS, "user", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toMatchObject({ "@type": "hydra:Error", "hydra:description": description });
    }
    const wrongRef = await send("POST", REPORTS, "user", body({ triangleCompany: "/api/users/1" }));
    expect(wrongRef.statusCode).toBe(400);
    expect(await timeEntryCount(t)).toBe(before);
    expect((await send("POST", REPORTS, null, body())).statusCode).toBe(401);
  });

  it("search and stats read from, to, users, projects, idCompany, page and maxResults", async () => {
    const fixture = await insertTaskFixture(t);
    const ids: number[] = [];
    for (const [who, payload] of [
      ["user", body({ date: "2035-06-02", nbHour: 2 })],
      ["chef", body({ date: "2035-06-03", nbHour: "1h30", task: fixture.taskId })],
      ["chef", body({ date: "2035-06-04", nbHour: 0.25, company: fixture.clientId })],
    ] as const) {
      const response = await send("POST", REPORTS, who, payload);
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id);
    }
    const june = "from=2035-06-01&to=2035-06-30";
    const all = (await send("GET", `${SEARCH}?${june}`, "user")).json();
    expect(all["hydra:totalItems"]).toBe(3);
    expect(all["hydra:member"].map((member: { id: number }) => member.id)).toEqual([...ids].reverse());
    // 2 + 1.5 + 0.25 = 3.75
    expect((await send("GET", `${STATS}?${june}`, "user")).json()).toEqual({
      total: 3.75,
      totalHours: "3.75",
    });

    const chef = `users[]=/api/users/${t.demo.userIds.chef}`;
    // chef: 1.5 + 0.25 = 1.75
    expect((await send("GET", `${STATS}?${june}&${chef}`, "user")).json()).toMatchObject({ total: 1.75 });
    const byProject = (await send("GET", `${SEARCH}?projects[]=${fixture.projectId}`, "user")).json();
    expect(byProject["hydra:member"].map((member: { id: number }) => member.id)).toEqual([ids[1]]);
    // the client: the task's 1.5 and the 0.25 entered for it = 1.75
    expect((await send("GET", `${STATS}?idCompany=${fixture.clientId}`, "user")).json()).toMatchObject({
      total: 1.75,
    });
    const paged = (await send("GET", `${SEARCH}?${june}&maxResults=2&page=2`, "user")).json();
    expect(paged["hydra:member"].map((member: { id: number }) => member.id)).toEqual([ids[0]]);
    expect(paged["hydra:totalItems"]).toBe(3);
    const collection = (await send("GET", `${REPORTS}?${june}`, "user")).json();
    expect(collection["hydra:totalItems"]).toBe(3);

    const badDate = await send("GET", `${SEARCH}?from=2035-13-01`, "user");
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json()["hydra:description"]).toBe("La date « 01/13/2035 » n'existe pas");
    expect((await send("GET", `${SEARCH}?users[]=abc`, "user")).statusCode).toBe(400);
    expect((await send("GET", SEARCH, null)).statusCode).toBe(401);
  });

  it("'Export Excel' streams the filtered entries with French headers, dates and numeric hours", async () => {
    const fixture = await insertTaskFixture(t);
    const created = await send(
      "POST",
      REPORTS,
      "user",
      body({ date: "2036-07-09", nbHour: "3h45", comment: "Installation", task: fixture.taskId }),
    );
    await send("POST", REPORTS, "user", body({ date: "2036-07-10", nbHour: 1, comment: "Hors projet" }));
    await send("POST", REPORTS, "user", body({ date: "2036-08-01", nbHour: 1, comment: "Hors période" }));
    const response = await send("GET", `${EXPORT}?from=2036-07-01&to=2036-07-31`, "user");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toMatch(/attachment; filename="temps-passe-.*\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Temps passé");
    if (!sheet) throw new Error("no 'Temps passé' sheet");
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      "Date",
      "Utilisateur",
      "Entreprise du groupe",
      "Client",
      "Projet",
      "Tâche",
      "Heures",
      "Commentaire",
    ]);
    expect(sheet.rowCount).toBe(3);
    const free = (sheet.getRow(2).values as unknown[]).slice(1);
    // Excel dates (shown dd/mm/yyyy): the day at 00:00 UTC.
    expect(free[0]).toEqual(new Date("2036-07-10T00:00:00Z"));
    expect(sheet.getCell("A2").numFmt).toBe("dd/mm/yyyy");
    expect(free[3]).toBe("Pas de client rattaché");
    expect(free[5]).toBe("Pas de tâche rattachée");
    expect(free[6]).toBe(1);
    const onTask = (sheet.getRow(3).values as unknown[]).slice(1);
    expect(onTask[0]).toEqual(new Date("2036-07-09T00:00:00Z"));
    expect(onTask[6]).toBe(3.75);
    expect(onTask[7]).toBe("Installation");
    expect(String(onTask[4])).toContain("Projet temps");
    expect(created.statusCode).toBe(201);

    const bad = await send("GET", `${EXPORT}?from=demain`, "user");
    expect(bad.statusCode).toBe(400);
    expect((await send("GET", EXPORT, null)).statusCode).toBe(401);
  });
});
