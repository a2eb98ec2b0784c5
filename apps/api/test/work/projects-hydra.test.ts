import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectModule } from "../../src/modules/work/projects";
import { createTestApp, type DemoUser, type TestApp } from "../helpers";
import { insertClient, insertTask, projectCount, projectRow } from "./project-helpers";

let t: TestApp;
let client: string;
let group: string;
beforeAll(async () => {
  t = await createTestApp({ modules: [projectModule] });
  client = `/api/companies/${await insertClient(t, "Domaine des Alpes")}`;
  group = `/api/tronc-commun/triangle_companies/${t.demo.companyIds[0]}`;
});
afterAll(() => t.close());

const PROJECTS = "/api/tronc-commun/tronc_commun_projects";
const SEARCH = "/api/tronc-commun/projects-search";
const userIri = (who: DemoUser) => `/api/users/${t.demo.userIds[who]}`;

const send: TestApp["send"] = (...request) => t.send(...request);

async function posted(name: string) {
  const response = await send("POST", PROJECTS, "user", {
    name,
    company: client,
    ownerTriangleCompany: group,
    delieveryDate: "2027-03-01 09:30",
    projectManager: userIri("user"),
    state: "STATE_PROJECT",
    creator: userIri("user"),
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe("projects over Hydra", () => {
  it("POST answers the id; GET carries the spec's wire fields", async () => {
    const project = await posted("Festival Hydra");
    expect(project["@id"]).toBe(`${PROJECTS}/${project.id}`);
    const read = (await send("GET", project["@id"], "user")).json();
    expect(read).toMatchObject({
      "@context": "/api/contexts/TroncCommunProject",
      "@type": "TroncCommunProject",
      id: project.id,
      name: "Festival Hydra",
      state: "STATE_PROJECT",
      company: { "@id": client, name: "Domaine des Alpes" },
      delieveryDate: "2027-03-01",
      projectManager: { "@id": userIri("user"), fullname: "Lucas Durand" },
      ownerTriangleCompany: { "@id": group },
      triangleCompanies: [],
      triangleUsers: [],
      comment: null,
      attachments: [],
      gameUrl: null,
      lead: null,
      creator: { "@id": userIri("user") },
      recapTask: { total: 0, finished: 0 },
      canArchive: true,
      totalTaskReportHour: 0,
      totalTaskDuration: 0,
      troncCommunDeliveryReports: [],
    });
    expect(read).not.toHaveProperty("deliveryDate");
  });

  it("PUT changes fields (absent keeps, null clears) and refuses the archive while a task is open", async () => {
    const project = await posted("Salon PUT");
    const saved = await send("PUT", project["@id"], "user", {
      name: "Salon PUT modifié",
      gameUrl: "http://borne.example.fr",
      triangleUsers: [userIri("chef")],
      triangleCompanies: [group],
      delieveryDate: null,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: "Salon PUT modifié",
      gameUrl: "http://borne.example.fr",
      triangleUsers: [{ "@id": userIri("chef") }],
      triangleCompanies: [{ "@id": group }],
      delieveryDate: null,
      company: { "@id": client },
    });
    await insertTask(t, project.id, "STATE_NEW");
    const refused = await send("PUT", project["@id"], "user", { state: "STATE_ARCHIVED", name: "Autre" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      "@type": "hydra:Error",
      "hydra:description": "Vous devez fermer toutes les tâches pour archiver ce projet",
    });
    expect(await projectRow(t, project.id)).toMatchObject({
      state: "STATE_PROJECT",
      name: "Salon PUT modifié",
    });
  });

  it("refuses bad bodies with a 4xx hydra:Error and writes nothing", async () => {
    const before = await projectCount(t);
    const base = { name: "Refus", company: client, ownerTriangleCompany: group };
    const cases: [object, number, string][] = [
      [{ ...base, name: "a".repeat(251) }, 400, "250 caractères au plus."],
      [{ ...base, name: "" }, 400, "Un projet créé sans lead demande un titre"],
      [{ ...base, company: "/api/companies/999999" }, 404, "Cette entreprise est introuvable"],
      [{ ...base, delieveryDate: "pas une date" }, 400, "La date « pas une date » n'existe pas"],
      [{ ...base, state: "STATE_UNKNOWN" }, 400, "Cet état de projet n'existe pas."],
      [{ ...base, gameUrl: "ftp://x.fr" }, 400, "L'adresse du jeu doit commencer par http:// ou https://."],
      [{ ...base, projectManager: null }, 400, "référence obligatoire."],
    ];
    for (const [payload, status, message] of cases) {
      const response = await send("POST", PROJECTS, "user", payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(response.json()["hydra:description"]).toContain(message);
    }
    expect(await projectCount(t)).toBe(before);
  });

  it("projects-search reads q, state (PHP list), company, triangleUser, triangleCompany, page and maxResults", async () => {
    const a = await posted("Cherche Alpha");
    const b = await posted("Cherche Beta");
    await send("PUT", b["@id"], "user", { state: "STATE_PLANNED", triangleUsers: [userIri("compta")] });
    const list = async (query: string) => {
      const response = await send("GET", `${SEARCH}?q=cherche&${query}`, "user");
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const all = await list("");
    expect(all).toMatchObject({ "@type": "hydra:Collection", "hydra:totalItems": 2 });
    expect(all["hydra:member"].map((m: { id: number }) => m.id)).toEqual([b.id, a.id]);
    expect(all["hydra:member"][0]).toMatchObject({ "@type": "TroncCommunProject", recapTask: { total: 0 } });
    const planned = await list("state[]=STATE_PLANNED&state[]=STATE_TO_PLAN");
    expect(planned["hydra:member"].map((m: { id: number }) => m.id)).toEqual([b.id]);
    expect((await list("state=STATE_PROJECT"))["hydra:totalItems"]).toBe(1);
    expect((await list(`company=${encodeURIComponent(client)}`))["hydra:totalItems"]).toBe(2);
    expect((await list(`triangleUser=${t.demo.userIds.compta}`))["hydra:member"][0].id).toBe(b.id);
    expect((await list(`triangleCompany=${t.demo.companyIds[0]}`))["hydra:totalItems"]).toBe(2);
    const second = await list("maxResults=1&page=2");
    expect(second["hydra:member"].map((m: { id: number }) => m.id)).toEqual([a.id]);
    const wrong = await send("GET", `${SEARCH}?state[]=STATE_NOPE`, "user");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()["hydra:description"]).toContain("Cet état de projet n'existe pas.");
  });

  it("DELETE is the super admins', refused while tasks exist; anonymous callers get 401", async () => {
    const project = await posted("Suppression");
    expect((await send("DELETE", project["@id"], "user")).statusCode).toBe(403);
    await insertTask(t, project.id, "STATE_CLOSED");
    const refused = await send("DELETE", project["@id"], "admin");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()["hydra:description"]).toContain("il ne peut pas être supprimé");
    const lonely = await posted("Suppression libre");
    expect((await send("DELETE", lonely["@id"], "admin")).statusCode).toBe(204);
    expect((await send("GET", lonely["@id"], "admin")).statusCode).toBe(404);
    expect((await send("GET", SEARCH, null)).statusCode).toBe(401);
    expect((await send("GET", PROJECTS, "user")).statusCode).toBe(200);
  });
});
