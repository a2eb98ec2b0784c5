import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentCollectionModule } from "../../../src/modules/money-in/payment-collections";
import { createTestApp, type TestApp } from "../../helpers";
import { insertCollectionScenario, issuerName } from "./collections-fixtures";

let t: TestApp;
let s: Awaited<ReturnType<typeof insertCollectionScenario>>;
let issuerA: number;
let issuerB: number;
let nameB: string;

beforeAll(async () => {
  t = await createTestApp({ modules: [paymentCollectionModule] });
  [issuerA = 0, issuerB = 0] = t.demo.companyIds;
  nameB = await issuerName(t.handle.db, issuerB);
  s = await insertCollectionScenario(t.handle.db, { issuerA, issuerB, code: "COLX" });
});
afterAll(() => t.close());

type Filters = Parameters<Awaited<ReturnType<TestApp["caller"]>>["paymentCollection"]["stats"]>[0];

/** The ids of the page, its count and the total TTC of everything matching, as a plain user reads them. */
async function read(filters: Filters, page?: { page: number; pageSize: number }) {
  const caller = await t.caller("user");
  const result = await caller.paymentCollection.search({ ...filters, ...page });
  const stats = await caller.paymentCollection.stats(filters);
  return { ids: result.items.map((row) => row.id), total: result.total, stats, items: result.items };
}

describe("paymentCollection.search and stats", () => {
  it("lists every payment matching, newest first, with what the table shows, and totals them", async () => {
    const { ids, total, stats, items } = await read({ q: "colx" });
    const p = s.payments;
    // 15/11, then the two of 10/11 (the later recorded first), 02/11, 31/10
    expect(ids).toEqual([p.byCredit, p.card, p.cheque, p.transfer, p.cash]);
    expect(total).toBe(5);
    // 36,00 + 20,00 + 125,00 + 50,00 + 55,00 = 286,00
    expect(stats).toEqual({ count: 5, totalTtcCents: toCents(28_600) });
    expect(items[0]).toMatchObject({
      paidAt: "2026-11-15",
      amountCents: toCents(3_600),
      paymentType: "TYPE_SOLD",
      paymentTypeLabel: "Solde",
      paymentMode: "MODE_CREDIT",
      paymentModeLabel: "Avoir",
      invoice: { id: s.openInvoice, reference: "FA-COLX-2026-00002" },
      client: { id: s.companyId, name: "Client encaissement COLX" },
      issuer: { id: issuerB, name: nameB },
      credit: { id: s.creditId, reference: "AV-COLX-2026-00001" },
    });
    expect(items[2]).toMatchObject({
      paymentTypeLabel: "Solde",
      paymentModeLabel: "Chèque",
      comment: "Chèque n° 4411",
      credit: null,
    });
    expect(items[3]).toMatchObject({ paymentTypeLabel: "Acompte", paymentModeLabel: "Virement bancaire" });
    expect(items[4]).toMatchObject({ paymentModeLabel: "Espèce", client: { name: "Autre client COLXB" } });
  });

  it("finds by client, invoice reference and issuer name; every word must match", async () => {
    const p = s.payments;
    expect((await read({ q: "Autre client COLXB" })).ids).toEqual([p.cash]);
    expect((await read({ q: "fa-colx-2026-00002" })).ids).toEqual([p.byCredit, p.card]);
    const byIssuer = await read({ q: `${nameB} colx` });
    expect(byIssuer.ids).toEqual([p.byCredit, p.card]);
    // 36,00 + 20,00
    expect(byIssuer.stats.totalTtcCents).toBe(5_600);
    expect((await read({ q: "colx personne" })).ids).toEqual([]);
  });

  it("filters by payment dates, both ends included", async () => {
    const p = s.payments;
    const tenth = await read({ q: "colx", from: "2026-11-10", to: "2026-11-10" });
    expect(tenth.ids).toEqual([p.card, p.cheque]);
    // 20,00 + 125,00
    expect(tenth.stats).toEqual({ count: 2, totalTtcCents: toCents(14_500) });
    expect((await read({ q: "colx", from: "2026-11-02" })).ids).toEqual([
      p.byCredit,
      p.card,
      p.cheque,
      p.transfer,
    ]);
    expect((await read({ q: "colx", to: "2026-11-01" })).ids).toEqual([p.cash]);
  });

  it("filters by the invoice's issuer, by payment modes and by the invoice's state", async () => {
    const p = s.payments;
    const issuedByA = await read({ q: "colx", triangleCompanyId: issuerA });
    expect(issuedByA.ids).toEqual([p.cheque, p.transfer, p.cash]);
    // 125,00 + 50,00 + 55,00
    expect(issuedByA.stats.totalTtcCents).toBe(23_000);
    const chequeOrCredit = await read({ q: "colx", modes: ["MODE_CHECK", "MODE_CREDIT"] });
    expect(chequeOrCredit.ids).toEqual([p.byCredit, p.cheque]);
    // 36,00 + 125,00
    expect(chequeOrCredit.stats.totalTtcCents).toBe(16_100);
    expect((await read({ q: "colx", modes: [] })).ids).toHaveLength(5);
    // 175,00 paid in full by the transfer and the cheque, 55,00 in full in cash; 64,00 still due on
    // FA-COLX-2026-00002 (sent), whose two payments are left out.
    expect((await read({ q: "colx", invoiceStates: ["STATE_PAID"] })).ids).toEqual([
      p.cheque,
      p.transfer,
      p.cash,
    ]);
    expect((await read({ q: "colx", invoiceStates: ["STATE_SEND"] })).ids).toEqual([p.byCredit, p.card]);
  });

  it("pages by 50 unless told, the count covering every page", async () => {
    const p = s.payments;
    const first = await read({ q: "colx" });
    expect(first.items).toHaveLength(5);
    const second = await read({ q: "colx" }, { page: 2, pageSize: 2 });
    expect(second.ids).toEqual([p.cheque, p.transfer]);
    expect(second.total).toBe(5);
    const third = await read({ q: "colx" }, { page: 3, pageSize: 2 });
    expect(third.ids).toEqual([p.cash]);
    const caller = await t.caller("user");
    expect((await caller.paymentCollection.search({})).pageSize).toBe(50);
  });

  it("refuses a day that is not one, a reversed period, an unknown mode or state, in French", async () => {
    const caller = await t.caller("user");
    await expect(caller.paymentCollection.search({ from: "2026-02-30" })).rejects.toThrow(
      "La date « 30/02/2026 » n'est pas valide",
    );
    await expect(caller.paymentCollection.stats({ from: "2026-11-30", to: "2026-11-01" })).rejects.toThrow(
      "La date de début (30/11/2026) est postérieure à la date de fin (01/11/2026)",
    );
    await expect(
      caller.paymentCollection.search({ modes: ["MODE_BITCOIN" as "MODE_CHECK"] }),
    ).rejects.toThrow(
      "Le mode de paiement « MODE_BITCOIN » n'existe pas (CB, Espèce, Chèque, Virement bancaire ou Avoir)",
    );
    await expect(
      caller.paymentCollection.search({ invoiceStates: ["STATE_LOST" as "STATE_PAID"] }),
    ).rejects.toThrow("L'état de facture « STATE_LOST » n'existe pas");
  });

  it("is refused to anonymous callers", async () => {
    const anonymous = await t.caller(null);
    await expect(anonymous.paymentCollection.search({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
