import { toParisDate } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceListModule } from "../../src/modules/billing/invoice-list";
import { createTestApp, type TestApp } from "../helpers";
import { hydraAs } from "../input-helpers";
import { insertListScenario } from "./invoice-list-helpers";

let t: TestApp;
let send: ReturnType<typeof hydraAs>;
let s: Awaited<ReturnType<typeof insertListScenario>>;
let issuerA: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [invoiceListModule] });
  send = hydraAs(t);
  issuerA = t.demo.companyIds[0] ?? 0;
  s = await insertListScenario(t.handle.db, {
    issuerA,
    issuerB: t.demo.companyIds[1] ?? 0,
    code: "LSTH",
    creatorId: t.demo.userIds.user,
    today: toParisDate(new Date()),
  });
});
afterAll(() => t.close());

const SEARCH = "/api/compta/invoices-search";
const STATS = "/api/compta/invoices-search_stats";
const members = (body: Record<string, unknown>) => body["hydra:member"] as Record<string, unknown>[];

describe("GET /api/compta/invoices-search", () => {
  it("answers a hydra collection of the default states with the invoice's wire fields", async () => {
    const { status, body } = await send("user", "GET", `${SEARCH}?company=${s.companyId}`);
    expect(status).toBe(200);
    expect(body["hydra:totalItems"]).toBe(3);
    const [sent, validated, draft] = members(body);
    expect(sent).toMatchObject({
      "@id": `/api/compta/invoices/${s.sent}`,
      "@type": "Invoice",
      reference: "FA-LSTH-2026-00008",
      state: "STATE_SEND",
      totalHT: 50,
      totalTTC: 55,
      restAmount: 55,
      isDuplicated: true,
      company: { "@id": `/api/companies/${s.companyId}`, isFactor: true },
    });
    expect(validated).toMatchObject({
      totalHT: 150,
      totalTTC: 175,
      overdue: true,
      leadsName: ["Projet Gamma"],
    });
    expect(draft).toMatchObject({
      reference: null,
      title: "Soirée Zéphyrin",
      eligibleAt: null,
      leadsName: ["Projet Alpha", "Projet Beta"],
      triangleCompany: { "@id": `/api/tronc-commun/triangle_companies/${issuerA}`, id: issuerA },
    });
  });

  it("reads every filter of the query string, state as one value or a list, pages from 0", async () => {
    const ids = async (query: string) =>
      members((await send("user", "GET", `${SEARCH}?company=${s.companyId}&${query}`)).body).map((m) => m.id);
    expect(await ids("state=STATE_PAID")).toEqual([s.paid]);
    expect(await ids("state[]=STATE_PAID&state[]=STATE_CREATED")).toEqual([s.paid, s.draft]);
    expect(await ids("state=STATE_PAID,STATE_SEND&numFrom=9&numTo=9")).toEqual([s.paid]);
    expect(await ids("q=zephyrin")).toEqual([s.draft]);
    expect(
      await ids(
        `triangleCompany=/api/tronc-commun/triangle_companies/${issuerA}&from=2026-04-01&to=2026-05-31`,
      ),
    ).toEqual([s.validated]);
    expect(await ids(`user=${t.demo.userIds.user}`)).toEqual([s.draft]);
    expect(await ids("isDuplicated=1")).toEqual([s.sent]);
    expect(await ids("maxResults=2&page=0")).toEqual([s.sent, s.validated]);
    expect(await ids("maxResults=2&page=1")).toEqual([s.draft]);
  });

  it("refuses bad input with a French 400", async () => {
    const refused = async (query: string) => {
      const { status, description } = await send("user", "GET", `${SEARCH}?${query}`);
      expect(status).toBe(400);
      return description;
    };
    expect(await refused("state=STATE_LOST")).toBe("L'état de facture « STATE_LOST » n'existe pas");
    expect(await refused("numFrom=10&numTo=9")).toBe(
      "Le numéro de début (10) est supérieur au numéro de fin (9)",
    );
    expect(await refused("page=-1")).toBe(
      "La page doit être un nombre entier positif ou nul (0 pour la première page)",
    );
    expect(await refused("from=hier")).toBe("La date « hier » n'est pas valide");
    expect(await refused("numTo=abc")).toContain("Le numéro de facture « abc » n'est pas valide");
  });

  it("is refused to anonymous callers", async () => {
    const response = await t.app.inject({ method: "GET", url: SEARCH });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /api/compta/invoices-search_stats", () => {
  it("totals in euros everything matching", async () => {
    const { status, body } = await send("compta", "GET", `${STATS}?company=${s.companyId}`);
    expect(status).toBe(200);
    // 120 + 175 + 55 TTC; 100 + 150 + 50 HT; 20 + 25 + 5 VAT (worked by hand in the scenario).
    expect(body).toMatchObject({ totalHT: 300, totalTVA: 50, totalTTC: 350 });
    const paid = await send("compta", "GET", `${STATS}?company=${s.companyId}&state=STATE_PAID`);
    expect(paid.body).toMatchObject({ totalHT: 100, totalTVA: 20, totalTTC: 120, restAmount: 0 });
  });

  it("refuses numFrom after numTo", async () => {
    const { status, description } = await send("compta", "GET", `${STATS}?numFrom=5&numTo=1`);
    expect(status).toBe(400);
    expect(description).toBe("Le numéro de début (5) est supérieur au numéro de fin (1)");
  });
});
