import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purchaseOrderListModule } from "../../src/modules/money-out/purchase-order-list";
import { createTestApp, type TestApp } from "../helpers";
import { hydraAs } from "../input-helpers";
import { insertPurchaseOrderListScenario } from "./po-list-helpers";

let t: TestApp;
let send: ReturnType<typeof hydraAs>;
let s: Awaited<ReturnType<typeof insertPurchaseOrderListScenario>>;
let issuerA: number;
let issuerB: number;
const CODE = "POLH";
beforeAll(async () => {
  t = await createTestApp({ modules: [purchaseOrderListModule] });
  send = hydraAs(t);
  issuerA = t.demo.companyIds[0] ?? 0;
  issuerB = t.demo.companyIds[1] ?? 0;
  s = await insertPurchaseOrderListScenario(t, { issuerA, issuerB, code: CODE });
}, 60_000);
afterAll(() => t.close());

const SEARCH = "/api/compta/purchase_orders-search";
const COLLECTION = "/api/compta/purchase_orders";
const members = (body: Record<string, unknown>) => body["hydra:member"] as Record<string, unknown>[];

describe("GET /api/compta/purchase_orders-search", () => {
  it("answers the pending orders as a hydra collection with the §3 purchase order fields, amounts in euros", async () => {
    const { status, body } = await send("user", "GET", `${SEARCH}?q=${CODE}`);
    expect(status).toBe(200);
    expect(body["hydra:totalItems"]).toBe(2);
    const [pendingB, pendingA] = members(body);
    expect(pendingA).toMatchObject({
      "@id": `/api/compta/purchase_orders/${s.pendingA.id}`,
      "@type": "PurchaseOrder",
      id: s.pendingA.id,
      reference: s.pendingA.reference,
      state: "STATE_PENDING",
      createdAt: "2026-03-10T10:00:00.000Z",
      // HT 725,00, VAT 105,00, TTC 830,00 (insertPurchaseOrder's purchase).
      quotationExpense: {
        "@id": `/api/compta/quotation_expenses/${s.pendingA.expenseId}`,
        id: s.pendingA.expenseId,
        title: "Repas des équipes",
        totalHT: 725,
        totalTVA: 105,
        totalTTC: 830,
      },
      supplier: `/api/tronc-commun/tronc_commun_suppliers/${s.zephyr}`,
      supplierName: `Traiteur Zéphyr ${CODE}`,
      triangleCompany: `/api/tronc-commun/triangle_companies/${issuerA}`,
      project: `/api/tronc-commun/tronc_commun_projects/${s.gala}`,
      projectName: `Gala ${CODE}`,
      companyName: `Maison Brûlée ${CODE}`,
      leadId: expect.any(Number),
      supplierInvoicePurchaseOrders: [],
    });
    expect(pendingA?.triangleCompanyName).toBeTruthy();
    expect(pendingB).toMatchObject({ id: s.pendingB.id, projectName: `Congrès ${CODE}` });
  });

  it("reads q, state (one, a PHP list or comma-separated), triangleCompany, project, supplier, from, to; pages from 0", async () => {
    const ids = async (query: string) =>
      members((await send("user", "GET", `${SEARCH}?q=${CODE}&${query}`)).body).map((m) => m.id);
    expect(await ids("state=STATE_FINISH")).toEqual([s.finished.id]);
    expect(await ids("state[]=STATE_INVOICE&state[]=STATE_CANCELED")).toEqual([s.canceled.id, s.invoiced.id]);
    expect(await ids("state=STATE_INVOICE,STATE_PENDING")).toEqual([
      s.invoiced.id,
      s.pendingB.id,
      s.pendingA.id,
    ]);
    const every = "state=STATE_PENDING,STATE_INVOICE,STATE_FINISH,STATE_CANCELED";
    expect(await ids(`${every}&triangleCompany=/api/tronc-commun/triangle_companies/${issuerB}`)).toEqual([
      s.canceled.id,
      s.pendingB.id,
    ]);
    expect(await ids(`${every}&project=${s.gala}`)).toEqual([s.invoiced.id, s.pendingA.id]);
    expect(await ids(`${every}&supplier=/api/tronc-commun/tronc_commun_suppliers/${s.mobilier}`)).toEqual([
      s.finished.id,
      s.pendingB.id,
    ]);
    expect(await ids(`${every}&from=2026-05-01&to=2026-05-31`)).toEqual([s.invoiced.id]);
    expect(await ids(`${every}&from=2026-06-01T00:00:00`)).toEqual([s.canceled.id, s.finished.id]);
    expect(await ids(`${every}&maxResults=2`)).toEqual([s.canceled.id, s.finished.id]);
    expect(await ids(`${every}&maxResults=2&page=0`)).toEqual([s.canceled.id, s.finished.id]);
    expect(await ids(`${every}&maxResults=2&page=2`)).toEqual([s.pendingA.id]);
    const { body } = await send("user", "GET", `${SEARCH}?q=${CODE}&${every}&maxResults=2&page=1`);
    expect(body["hydra:totalItems"]).toBe(5);
  });

  it("refuses bad input with a French 400", async () => {
    const refused = async (query: string) => {
      const { status, description } = await send("user", "GET", `${SEARCH}?${query}`);
      expect(status).toBe(400);
      return description;
    };
    expect(await refused("state=STATE_PAID")).toBe("L'état de bon de commande « STATE_PAID » n'existe pas");
    expect(await refused("from=2026-13-01")).toBe("La date « 01/13/2026 » n'est pas valide");
    expect(await refused("from=2026-05-02&to=2026-05-01")).toBe(
      "La date de début (02/05/2026) est postérieure à la date de fin (01/05/2026)",
    );
    expect(await refused("page=-1")).toBe(
      "La page doit être un nombre entier positif ou nul (0 pour la première page)",
    );
    expect(await refused("page=deux")).toBe("Le paramètre page doit être un nombre entier.");
    expect(await refused("supplier=/api/companies/1")).toContain("supplier");
  });

  it("is refused to anonymous callers", async () => {
    expect((await t.app.inject({ method: "GET", url: SEARCH })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: COLLECTION })).statusCode).toBe(401);
  });
});

describe("GET /api/compta/purchase_orders", () => {
  it("lists every order of every state, newest first, in Hydra's 1-based pages", async () => {
    const { status, body } = await send("user", "GET", COLLECTION);
    expect(status).toBe(200);
    const all = members(body);
    expect(body["hydra:totalItems"]).toBe(all.length);
    const ours = all
      .map((m) => m.id)
      .filter((id) => Object.values(s).some((o) => typeof o === "object" && o.id === id));
    expect(ours).toEqual([s.canceled.id, s.finished.id, s.invoiced.id, s.pendingB.id, s.pendingA.id]);
    expect(all.find((m) => m.id === s.canceled.id)).toMatchObject({
      "@type": "PurchaseOrder",
      state: "STATE_CANCELED",
      quotationExpense: { totalHT: 725 },
    });
    const first = members((await send("user", "GET", `${COLLECTION}?maxResults=1&page=1`)).body);
    const second = members((await send("user", "GET", `${COLLECTION}?maxResults=1&page=2`)).body);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(second[0]?.id).not.toBe(first[0]?.id);
    expect(members((await send("user", "GET", `${COLLECTION}?maxResults=1&page=0`)).body)).toEqual(first);
  });
});
