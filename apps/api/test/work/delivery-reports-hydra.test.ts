import { toParisDate } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryReportModule } from "../../src/modules/work/delivery-reports";
import { createTestApp, type TestApp } from "../helpers";
import { hydraAs } from "../input-helpers";
import { insertProject, PNG_SIGNATURE, reportCount, reportRow } from "./delivery-report-helpers";

let t: TestApp;
let hydra: ReturnType<typeof hydraAs>;
beforeAll(async () => {
  t = await createTestApp({ modules: [deliveryReportModule] });
  hydra = hydraAs(t);
});
afterAll(() => t.close());

const REPORTS = "/api/tronc-commun/tronc_commun_delivery_reports";
const SEARCH = "/api/tronc-commun/tronc_commun_delivery_reports-search";
const PROJECTS = "/api/tronc-commun/tronc_commun_projects";

async function posted(projectId: number, who: "user" | "admin" = "user") {
  const created = await hydra(who, "POST", REPORTS, {
    project: `${PROJECTS}/${projectId}`,
    content: "<p>Trois bornes livrées</p>",
    creatorSignPicture: PNG_SIGNATURE,
  });
  expect(created.status).toBe(201);
  return created.body;
}

describe("delivery reports over Hydra", () => {
  it("POST, GET, PUT and DELETE a draft with the documented wire fields", async () => {
    const { projectId } = await insertProject(t);
    const created = await posted(projectId);
    expect(created).toMatchObject({
      "@type": "TroncCommunDeliveryReport",
      content: "<p>Trois bornes livrées</p>",
      project: `${PROJECTS}/${projectId}`,
      projectName: expect.stringContaining("Salon du jeu"),
      creatorSignPicture: PNG_SIGNATURE,
      state: "DELIVERY_REPORT_DRAFT",
      token: expect.stringMatching(/^[\w-]{43}$/),
      createdAt: expect.any(String),
      createdBy: { "@id": `/api/users/${t.demo.userIds.user}` },
      isBilled: false,
      canDelete: true,
    });
    const iri = created["@id"] as string;
    expect(iri).toBe(`${REPORTS}/${created.id}`);
    const read = await hydra("chef", "GET", iri);
    expect(read.status).toBe(200);
    expect(read.body.token).toBe(created.token);
    const put = await hydra("chef", "PUT", iri, { content: "<p>Deux bornes</p>" });
    expect(put.status).toBe(200);
    expect(put.body.content).toBe("<p>Deux bornes</p>");
    expect((await hydra("user", "DELETE", iri)).status).toBe(204);
    expect((await hydra("user", "GET", iri)).status).toBe(404);
  });

  it("refuses bad input in French with a 4xx, saving nothing", async () => {
    const { projectId } = await insertProject(t);
    const before = await reportCount(t);
    const project = `${PROJECTS}/${projectId}`;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ project, content: "x" }, 400, "Veuillez signer votre PV de livraison"],
      [
        { project, creatorSignPicture: "data:image/jpeg;base64,/9j/4AAQ" },
        400,
        "La signature doit être une image PNG",
      ],
      [
        { project: `${PROJECTS}/999999`, creatorSignPicture: PNG_SIGNATURE },
        404,
        "Ce projet est introuvable",
      ],
      [{ creatorSignPicture: PNG_SIGNATURE }, 400, "project : référence obligatoire."],
    ];
    for (const [body, status, description] of cases) {
      const response = await hydra("user", "POST", REPORTS, body);
      expect(response.status).toBe(status);
      expect(response.description).toBe(description);
    }
    expect(await reportCount(t)).toBe(before);
    const created = await posted(projectId);
    const notBilled = await hydra("user", "PUT", created["@id"] as string, { isBilled: true });
    expect(notBilled.status).toBe(403);
    expect((await reportRow(t, created.id as number))?.isBilled).toBe(false);
    const billed = await hydra("compta", "PUT", created["@id"] as string, { isBilled: true });
    expect(billed.status).toBe(200);
    expect(billed.body.isBilled).toBe(true);
  });

  it("searches by dates, group company, states, billed, client, with pages of maxResults", async () => {
    const [group, otherGroup] = t.demo.companyIds;
    const mine = await insertProject(t, { groupCompanyId: group });
    const other = await insertProject(t, { groupCompanyId: otherGroup });
    const a = await posted(mine.projectId);
    const b = await posted(mine.projectId);
    const c = await posted(other.projectId);
    await hydra("compta", "PUT", b["@id"] as string, { isBilled: true });

    const ids = async (query: string) => {
      const response = await hydra("user", "GET", `${SEARCH}?${query}`);
      expect(response.status).toBe(200);
      return (response.body["hydra:member"] as { id: number }[]).map((member) => member.id);
    };
    expect(await ids(`company=/api/companies/${mine.companyId}`)).toEqual([b.id, a.id]);
    expect(await ids(`company=${other.companyId}`)).toEqual([c.id]);
    expect(await ids(`company=${mine.companyId}&isBilled=billed`)).toEqual([b.id]);
    expect(await ids(`company=${mine.companyId}&isBilled=notBilled`)).toEqual([a.id]);
    expect(await ids(`company=${mine.companyId}&searchStates[]=DELIVERY_REPORT_VALIDATED`)).toEqual([]);
    expect(await ids(`company=${mine.companyId}&searchStates[]=DELIVERY_REPORT_DRAFT`)).toEqual([b.id, a.id]);
    expect(await ids(`searchTriangleCompany=/api/tronc-commun/triangle_companies/${otherGroup}`)).toContain(
      c.id,
    );
    expect(await ids(`searchTriangleCompany=${otherGroup}`)).not.toContain(a.id);
    // The search reads days in Paris: between 23:00 and midnight UTC the UTC day is already yesterday.
    const today = toParisDate(new Date());
    expect(await ids(`company=${mine.companyId}&from=${today}&to=${today}`)).toEqual([b.id, a.id]);
    expect(await ids(`company=${mine.companyId}&from=2001-01-01&to=2001-12-31`)).toEqual([]);
    expect(await ids(`company=${mine.companyId}&maxResults=1&page=2`)).toEqual([a.id]);

    const page = await hydra("user", "GET", `${SEARCH}?company=${mine.companyId}&maxResults=1`);
    expect(page.body["hydra:totalItems"]).toBe(2);
    expect((page.body["hydra:member"] as unknown[])[0]).toMatchObject({
      "@type": "TroncCommunDeliveryReport",
      id: b.id,
      createdAt: expect.any(String),
      project: {
        id: mine.projectId,
        name: expect.any(String),
        company: { id: mine.companyId },
        ownerTriangleCompany: { id: group },
      },
      state: "DELIVERY_REPORT_DRAFT",
      signAt: null,
      isBilled: true,
      token: b.token,
    });
  });

  it("refuses bad search parameters in French", async () => {
    const cases: [string, string][] = [
      ["isBilled=peut-etre", "Facturé : billed ou notBilled est attendu."],
      ["searchStates[]=DELIVERY_REPORT_LOST", "État de PV de livraison inconnu."],
      ["from=2026-13-45", ""],
    ];
    for (const [query, description] of cases) {
      const response = await hydra("user", "GET", `${SEARCH}?${query}`);
      expect(response.status).toBe(400);
      if (description) expect(response.description).toContain(description);
      else expect(String(response.description)).toMatch(/date/i);
    }
  });

  it("exports the list to Excel for a signed-in user only", async () => {
    const { companyId, projectId } = await insertProject(t);
    await posted(projectId);
    const url = `/admin/delivery-reports-export?company=${companyId}`;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const response = await t.app.inject({ method: "GET", url, headers: { cookie: await t.login("user") } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    // An .xlsx is a zip: it starts with 'PK'.
    expect(response.rawPayload.subarray(0, 2).toString()).toBe("PK");
    const bad = await t.app.inject({
      method: "GET",
      url: "/admin/delivery-reports-export?isBilled=oui",
      headers: { cookie: await t.login("user") },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("asks for a session on every staff path", async () => {
    for (const [method, url] of [
      ["GET", SEARCH],
      ["GET", `${REPORTS}/1`],
      ["POST", REPORTS],
    ] as const) {
      const payload = { project: `${PROJECTS}/1`, creatorSignPicture: PNG_SIGNATURE };
      const response = await t.app.inject({ method, url, ...(method === "POST" ? { payload } : {}) });
      expect(response.statusCode).toBe(401);
    }
  });
});
