import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditListModule } from "../../../src/modules/money-in/credit-list";
import { createTestApp, type TestApp } from "../../helpers";
import { hydraAs } from "../../input-helpers";
import { insertCreditListScenario } from "./credit-list-helpers";

let t: TestApp;
let send: ReturnType<typeof hydraAs>;
let s: Awaited<ReturnType<typeof insertCreditListScenario>>;
let issuerA: number;
let issuerB: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [creditListModule] });
  send = hydraAs(t);
  issuerA = t.demo.companyIds[0] ?? 0;
  issuerB = t.demo.companyIds[1] ?? 0;
  s = await insertCreditListScenario(t.handle.db, {
    issuerA,
    issuerB,
    code: "AVLH",
    creatorId: t.demo.userIds.user,
  });
});
afterAll(() => t.close());

const SEARCH = "/api/compta/credits-search";
const STATS = "/api/compta/credits-search_stats";
const members = (body: Record<string, unknown>) => body["hydra:member"] as Record<string, unknown>[];

describe("GET /api/compta/credits-search", () => {
  it("answers a hydra collection of every state with the credit note's wire fields, amounts in euros", async () => {
    const { status, body } = await send("user", "GET", `${SEARCH}?company=${s.companyId}`);
    expect(status).toBe(200);
    expect(body["hydra:totalItems"]).toBe(4);
    const [used, partial, validated, draft] = members(body);
    expect(draft).toMatchObject({
      "@id": `/api/compta/credits/${s.draft}`,
      "@type": "Credit",
      reference: null,
      title: "Geste commercial Zéphyrin",
      state: "CREDIT_STATE_CREATED",
      createdAt: "2026-03-10",
      createdBy: `/api/users/${t.demo.userIds.user}`,
      triangleCompany: { "@id": `/api/tronc-commun/triangle_companies/${issuerA}`, id: issuerA },
      company: { "@id": `/api/companies/${s.companyId}`, name: "Client avoirs AVLH" },
      companyName: "Client avoirs AVLH",
      invoice: null,
      totalHT: 100,
      totalTVA: 20,
      totalTTC: 120,
      restAmount: 120,
    });
    expect(draft?.creatorFullname).toBeTruthy();
    expect(draft?.triangleCompanyName).toBeTruthy();
    expect(validated).toMatchObject({
      reference: "AV-AVLH-2026-00001",
      invoice: { "@id": `/api/compta/invoices/${s.invoiceId}`, reference: "FA-AVLH-2026-00007" },
      totalHT: 150,
      totalTVA: 25,
      totalTTC: 175,
    });
    // 55,00 − 20,00 drawn; the used one carries its true −5,00 (the screen shows 0).
    expect(partial).toMatchObject({ state: "CREDIT_STATE_PARTIALY_USED", totalTTC: 55, restAmount: 35 });
    expect(used).toMatchObject({ state: "CREDIT_STATE_USED", restAmount: -5 });
  });

  it("reads searchName, searchState (one, a list or comma-separated), searchTriangleCompany; pages from 0", async () => {
    const ids = async (query: string) =>
      members((await send("user", "GET", `${SEARCH}?company=${s.companyId}&${query}`)).body).map((m) => m.id);
    expect(await ids("searchName=zephyrin")).toEqual([s.draft]);
    expect(await ids("searchName=AV-AVLH-2026-00003")).toEqual([s.used]);
    expect(await ids("searchState=CREDIT_STATE_USED")).toEqual([s.used]);
    expect(await ids("searchState[]=CREDIT_STATE_USED&searchState[]=CREDIT_STATE_CREATED")).toEqual([
      s.used,
      s.draft,
    ]);
    expect(await ids("searchState=CREDIT_STATE_VALIDATED,CREDIT_STATE_PARTIALY_USED")).toEqual([
      s.partial,
      s.validated,
    ]);
    expect(await ids(`searchTriangleCompany=/api/tronc-commun/triangle_companies/${issuerB}`)).toEqual([
      s.partial,
    ]);
    expect(await ids(`searchTriangleCompany=${issuerA}&searchState=CREDIT_STATE_USED`)).toEqual([s.used]);
    expect(await ids("maxResults=3&page=0")).toEqual([s.used, s.partial, s.validated]);
    expect(await ids("maxResults=3")).toEqual([s.used, s.partial, s.validated]);
    expect(await ids("maxResults=3&page=1")).toEqual([s.draft]);
  });

  it("refuses bad input with a French 400", async () => {
    const refused = async (query: string) => {
      const { status, description } = await send("user", "GET", `${SEARCH}?${query}`);
      expect(status).toBe(400);
      return description;
    };
    expect(await refused("searchState=STATE_PAID")).toBe("L'état d'avoir « STATE_PAID » n'existe pas");
    expect(await refused("page=-1")).toBe(
      "La page doit être un nombre entier positif ou nul (0 pour la première page)",
    );
    expect(await refused("page=deux")).toBe("Le paramètre page doit être un nombre entier.");
    expect(await refused("searchTriangleCompany=/api/companies/1")).toContain("searchTriangleCompany");
  });

  it("is refused to anonymous callers", async () => {
    const response = await t.app.inject({ method: "GET", url: SEARCH });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /api/compta/credits-search_stats", () => {
  it("totals in euros everything matching the filters", async () => {
    const { status, body } = await send("user", "GET", `${STATS}?company=${s.companyId}`);
    expect(status).toBe(200);
    // HT 100 + 150 + 50 + 100; VAT 20 + 25 + 5 + 20; TTC 120 + 175 + 55 + 120 (the scenario's arithmetic).
    expect(body).toEqual({ totalHT: 400, totalTVA: 70, totalTTC: 470, count: 4 });
    const issuerOfB = await send(
      "user",
      "GET",
      `${STATS}?company=${s.companyId}&searchTriangleCompany=${issuerB}`,
    );
    expect(issuerOfB.body).toEqual({ totalHT: 50, totalTVA: 5, totalTTC: 55, count: 1 });
  });

  it("refuses an unknown state", async () => {
    const { status, description } = await send("user", "GET", `${STATS}?searchState=CREDIT_STATE_LOST`);
    expect(status).toBe(400);
    expect(description).toBe("L'état d'avoir « CREDIT_STATE_LOST » n'existe pas");
  });
});
