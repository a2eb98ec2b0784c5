import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supplierInvoiceListModule } from "../../src/modules/money-out/supplier-invoice-list";
import { insertSupplier } from "../catalogue/product-types-helpers";
import { createTestApp, type TestApp } from "../helpers";
import { insertSupplierInvoice, insertSupplierInvoiceListScenario } from "./si-list-fixtures";

let t: TestApp;
let s: Awaited<ReturnType<typeof insertSupplierInvoiceListScenario>>;
const CODE = "silq";
const EVERY_STATE = { q: CODE, states: [] };

beforeAll(async () => {
  t = await createTestApp({ modules: [supplierInvoiceListModule] });
  s = await insertSupplierInvoiceListScenario(t, CODE);
}, 60_000);
afterAll(() => t.close());

const idsOf = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);

describe("supplierInvoiceList.search", () => {
  it("shows the pending invoices by default, newest first, 120 a page", async () => {
    const user = await t.caller("user");
    const page = await user.supplierInvoiceList.search({ q: CODE });
    expect(idsOf(page)).toEqual([s.draft, s.complete]);
    expect(page).toMatchObject({ total: 2, totalIsExact: true, page: 1, pageSize: 120 });
  });

  it("reads every state when none is chosen, and the states chosen otherwise", async () => {
    const user = await t.caller("user");
    expect(idsOf(await user.supplierInvoiceList.search(EVERY_STATE))).toEqual([
      s.advance,
      s.paid,
      s.draft,
      s.complete,
    ]);
    expect(
      idsOf(await user.supplierInvoiceList.search({ q: CODE, states: ["STATE_PAID", "STATE_ADVANCE"] })),
    ).toEqual([s.advance, s.paid]);
  });

  it("reads what a card shows: supplier, number or 'Sans numéro', amounts, due date, orders, warning", async () => {
    const user = await t.caller("user");
    const items = (await user.supplierInvoiceList.search(EVERY_STATE)).items;
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(s.complete)).toMatchObject({
      label: `F-${CODE}-1001`,
      state: "STATE_PENDING",
      supplier: { id: s.traiteur.id, name: `Traiteur ${CODE}` },
      amountCents: toCents(120_000),
      amountTvaCents: toCents(20_000),
      amountLeftCents: toCents(120_000),
      paymentAt: "2026-04-10",
      invoiceAt: "2026-03-10",
      hasFile: true,
      incomplete: false,
      purchaseOrders: [],
    });
    expect(byId.get(s.draft)).toMatchObject({
      invoiceNumber: null,
      label: "Sans numéro",
      amountCents: null,
      amountTvaCents: null,
      amountLeftCents: toCents(0),
      paymentAt: null,
      hasFile: false,
      incomplete: true,
    });
    expect(byId.get(s.paid)).toMatchObject({
      state: "STATE_PAID",
      amountLeftCents: toCents(0),
      purchaseOrders: [{ id: s.order.purchaseOrderId, reference: s.order.reference }],
    });
    // 500,00 − 200,00 paid = 300,00 left.
    expect(byId.get(s.advance)).toMatchObject({
      supplier: { name: `Location ${CODE}` },
      amountLeftCents: toCents(30_000),
    });
  });

  it("finds by number, by supplier and by order reference, every word required, accents ignored", async () => {
    const user = await t.caller("user");
    const search = (q: string) => user.supplierInvoiceList.search({ q, states: [] }).then(idsOf);
    expect(await search(`f-${CODE}-1002`)).toEqual([s.paid]);
    expect(await search(`LOCATION ${CODE}`)).toEqual([s.advance]);
    expect(await search(`${CODE} ${s.order.reference}`)).toEqual([s.paid]);
    expect(await search(`Traitéur ${CODE}`)).toEqual([s.paid, s.draft, s.complete]);
    expect(await search(`${CODE} introuvable`)).toEqual([]);
  });

  it("filters on the invoice date from and to, both included; an undated invoice is left out", async () => {
    const user = await t.caller("user");
    const dated = (from?: string, to?: string) =>
      user.supplierInvoiceList.search({ ...EVERY_STATE, from, to }).then(idsOf);
    expect(await dated("2026-04-15", "2026-04-15")).toEqual([s.paid]);
    expect(await dated("2026-04-01")).toEqual([s.advance, s.paid]);
    expect(await dated(undefined, "2026-04-15")).toEqual([s.paid, s.complete]);
  });

  it("refuses a date that is not one or a start after its end, in French", async () => {
    const user = await t.caller("user");
    await expect(user.supplierInvoiceList.search({ q: CODE, from: "10/03/2026" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "La date « 10/03/2026 » n'est pas valide",
    });
    await expect(
      user.supplierInvoiceList.stats({ q: CODE, from: "2026-05-01", to: "2026-04-01" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "La date de début (01/05/2026) est postérieure à la date de fin (01/04/2026)",
    });
    await expect(
      user.supplierInvoiceList.search({ q: CODE, states: ["STATE_VALIDATED" as never] }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("asks to be signed in", async () => {
    const anonymous = await t.caller(null);
    await expect(anonymous.supplierInvoiceList.search({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("supplierInvoiceList.stats", () => {
  it("sums the pending ones by default: 1 200,00 + nothing typed = 1 200,00 TTC, 200,00 VAT", async () => {
    const user = await t.caller("user");
    expect(await user.supplierInvoiceList.stats({ q: CODE })).toEqual({
      count: 2,
      totalTvaCents: toCents(20_000),
      totalTtcCents: toCents(120_000),
      amountLeftCents: toCents(120_000),
    });
  });

  it("sums everything matching: VAT 200 + 105 + 83,33 = 388,33, TTC 1 200 + 830 + 500 = 2 530,00", async () => {
    const user = await t.caller("user");
    expect(await user.supplierInvoiceList.stats(EVERY_STATE)).toEqual({
      count: 4,
      totalTvaCents: toCents(38_833),
      totalTtcCents: toCents(253_000),
      // 1 200 + 0 + 0 + 300
      amountLeftCents: toCents(150_000),
    });
    // Paid and advance: VAT 105 + 83,33 = 188,33; TTC 830 + 500 = 1 330,00.
    expect(
      await user.supplierInvoiceList.stats({ q: CODE, states: ["STATE_PAID", "STATE_ADVANCE"] }),
    ).toMatchObject({ count: 2, totalTvaCents: toCents(18_833), totalTtcCents: toCents(133_000) });
    expect(await user.supplierInvoiceList.stats({ q: `${CODE} introuvable`, states: [] })).toEqual({
      count: 0,
      totalTvaCents: toCents(0),
      totalTtcCents: toCents(0),
      amountLeftCents: toCents(0),
    });
  });
});

describe("paging", () => {
  it("shows 120 a page: 125 invoices are 120 then 5, the totals over all 125", async () => {
    const supplier = await insertSupplier(t, "Papeterie Pagina");
    const ids: number[] = [];
    for (let rank = 1; rank <= 125; rank += 1) {
      ids.push(
        await insertSupplierInvoice(t.handle.db, {
          supplierId: supplier.id,
          supplierName: supplier.name,
          invoiceNumber: `PG-${rank}`,
          amountCents: toCents(1_000),
          amountTvaCents: toCents(200),
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, rank)).toISOString(),
        }),
      );
    }
    const user = await t.caller("user");
    const first = await user.supplierInvoiceList.search({ q: "pagina" });
    expect(first).toMatchObject({ total: 125, totalIsExact: true, page: 1, pageSize: 120 });
    expect(first.items).toHaveLength(120);
    expect(first.items[0]?.label).toBe("PG-125");
    const second = await user.supplierInvoiceList.search({ q: "pagina", page: 2 });
    expect(second.items.map((item) => item.label)).toEqual(["PG-5", "PG-4", "PG-3", "PG-2", "PG-1"]);
    expect(new Set([...idsOf(first), ...idsOf(second)])).toEqual(new Set(ids));
    // 125 × 10,00 = 1 250,00 TTC; 125 × 2,00 = 250,00 VAT.
    expect(await user.supplierInvoiceList.stats({ q: "pagina" })).toMatchObject({
      count: 125,
      totalTtcCents: toCents(125_000),
      totalTvaCents: toCents(25_000),
    });
  });
});
