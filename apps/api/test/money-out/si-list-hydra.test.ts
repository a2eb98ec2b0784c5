import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supplierInvoiceListModule } from "../../src/modules/money-out/supplier-invoice-list";
import { createTestApp, type TestApp } from "../helpers";
import { hydraAs } from "../input-helpers";
import { insertSupplierInvoiceListScenario } from "./si-list-fixtures";

let t: TestApp;
let send: ReturnType<typeof hydraAs>;
let s: Awaited<ReturnType<typeof insertSupplierInvoiceListScenario>>;
const CODE = "silh";
const SEARCH = "/api/compta/supplier_invoices-search";
const STATS = "/api/compta/supplier_invoices-search-stats";
const ALL = "state[]=STATE_PENDING&state[]=STATE_PAID&state[]=STATE_ADVANCE";

beforeAll(async () => {
  t = await createTestApp({ modules: [supplierInvoiceListModule] });
  send = hydraAs(t);
  s = await insertSupplierInvoiceListScenario(t, CODE);
}, 60_000);
afterAll(() => t.close());

const members = (body: Record<string, unknown>) => body["hydra:member"] as Record<string, unknown>[];

describe("GET /api/compta/supplier_invoices-search", () => {
  it("answers a hydra collection of the pending invoices by default, amounts in euros", async () => {
    const { status, body } = await send("user", "GET", `${SEARCH}?q=${CODE}`);
    expect(status).toBe(200);
    expect(body["hydra:totalItems"]).toBe(2);
    const [draft, complete] = members(body);
    expect(complete).toMatchObject({
      "@id": `/api/compta/supplier_invoices/${s.complete}`,
      "@type": "SupplierInvoice",
      id: s.complete,
      supplier: {
        "@id": `/api/tronc-commun/tronc_commun_suppliers/${s.traiteur.id}`,
        name: `Traiteur ${CODE}`,
      },
      supplierName: `Traiteur ${CODE}`,
      state: "STATE_PENDING",
      invoiceNumber: `F-${CODE}-1001`,
      amount: 1200,
      amountTva: 200,
      restAmount: 1200,
      paymentAt: "2026-04-10",
      invoiceReceivedAt: "2026-03-12",
      invoiceAt: "2026-03-10",
      incomplete: false,
      purchaseOrders: [],
    });
    expect(draft).toMatchObject({ id: s.draft, invoiceNumber: null, amount: null, incomplete: true });
  });

  it("lists the orders an invoice bills, and a 83,33 VAT exactly", async () => {
    const { body } = await send("user", "GET", `${SEARCH}?q=${CODE}&${ALL}`);
    const [advance, paid] = members(body);
    expect(advance).toMatchObject({ amount: 500, amountTva: 83.33, restAmount: 300, state: "STATE_ADVANCE" });
    expect(paid).toMatchObject({
      purchaseOrders: [
        { "@id": `/api/compta/purchase_orders/${s.order.purchaseOrderId}`, reference: s.order.reference },
      ],
    });
  });

  it("reads q, state as one value or a list, from, to, maxResults and a page from 0", async () => {
    const ids = async (query: string) =>
      members((await send("user", "GET", `${SEARCH}?q=${CODE}&${query}`)).body).map((m) => m.id);
    expect(await ids("state=STATE_PAID")).toEqual([s.paid]);
    expect(await ids("state=STATE_PAID,STATE_ADVANCE")).toEqual([s.advance, s.paid]);
    expect(await ids("state[]=STATE_ADVANCE&state[]=STATE_PENDING")).toEqual([
      s.advance,
      s.draft,
      s.complete,
    ]);
    expect(await ids(`${ALL}&from=2026-04-01&to=2026-04-30`)).toEqual([s.paid]);
    expect(await ids(`${ALL}&maxResults=3&page=0`)).toEqual([s.advance, s.paid, s.draft]);
    expect(await ids(`${ALL}&maxResults=3&page=1`)).toEqual([s.complete]);
    const second = await send("user", "GET", `${SEARCH}?q=${CODE}&${ALL}&maxResults=3&page=1`);
    expect(second.body["hydra:totalItems"]).toBe(4);
  });

  it("refuses bad input with a French 400", async () => {
    const refused = async (query: string) => {
      const { status, description } = await send("user", "GET", `${SEARCH}?${query}`);
      expect(status).toBe(400);
      return description;
    };
    expect(await refused("state=STATE_VALIDATED")).toBe(
      "L'état de facture fournisseur « STATE_VALIDATED » n'existe pas",
    );
    expect(await refused("page=-1")).toBe(
      "La page doit être un nombre entier positif ou nul (0 pour la première page)",
    );
    expect(await refused("from=hier")).toBe("La date « hier » n'est pas valide");
    expect(await refused("from=2026-05-01&to=2026-04-01")).toBe(
      "La date de début (01/05/2026) est postérieure à la date de fin (01/04/2026)",
    );
  });

  it("is refused to anonymous callers", async () => {
    expect((await t.app.inject({ method: "GET", url: SEARCH })).statusCode).toBe(401);
  });
});

describe("GET /api/compta/supplier_invoices-search-stats", () => {
  it("totals in euros everything matching, pending by default", async () => {
    // Pending: 1 200,00 TTC + the draft's nothing; VAT 200,00.
    const pending = await send("user", "GET", `${STATS}?q=${CODE}`);
    expect(pending.status).toBe(200);
    expect(pending.body).toEqual({ totalTVA: 200, totalTTC: 1200, restAmount: 1200, count: 2 });
    // Every state: VAT 200 + 105 + 83,33 = 388,33; TTC 1 200 + 830 + 500 = 2 530; left 1 200 + 300.
    const every = await send("user", "GET", `${STATS}?q=${CODE}&${ALL}`);
    expect(every.body).toEqual({ totalTVA: 388.33, totalTTC: 2530, restAmount: 1500, count: 4 });
    const april = await send("user", "GET", `${STATS}?q=${CODE}&${ALL}&from=2026-04-01&to=2026-04-30`);
    expect(april.body).toEqual({ totalTVA: 105, totalTTC: 830, restAmount: 0, count: 1 });
  });

  it("refuses a bad state in French and anonymous callers", async () => {
    const { status, description } = await send("user", "GET", `${STATS}?state=PAID`);
    expect(status).toBe(400);
    expect(description).toBe("L'état de facture fournisseur « PAID » n'existe pas");
    expect((await t.app.inject({ method: "GET", url: STATS })).statusCode).toBe(401);
  });
});
