import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceListModule } from "../../../src/modules/billing/invoice-list";
import { clientAccountingModule } from "../../../src/modules/money-in/client-accounting";
import { creditListModule } from "../../../src/modules/money-in/credit-list";
import { insertClient } from "../../billing/invoice-list-helpers";
import { createTestApp, type TestApp } from "../../helpers";
import { issuerName } from "../payments/collections-fixtures";
import { insertReportingScenario } from "./client-accounting-fixtures";

let t: TestApp;
let s: Awaited<ReturnType<typeof insertReportingScenario>>;
let issuerA: number;
let issuerB: number;
let nameA: string;
let nameB: string;

beforeAll(async () => {
  t = await createTestApp({ modules: [clientAccountingModule, creditListModule, invoiceListModule] });
  [issuerA = 0, issuerB = 0] = t.demo.companyIds;
  nameA = await issuerName(t.handle.db, issuerA);
  nameB = await issuerName(t.handle.db, issuerB);
  s = await insertReportingScenario(t.handle.db, { issuerA, issuerB, code: "RPTX" });
});
afterAll(() => t.close());

describe("clientAccounting.reporting", () => {
  it("gives per group company the revenue net of credit notes and what is left, and the client's totals", async () => {
    const caller = await t.caller("user");
    const report = await caller.clientAccounting.reporting({ companyId: s.companyId });
    const lineA = {
      issuerId: issuerA,
      issuerName: nameA,
      // 150,00 + 100,00 − 20,00 HT; 175,00 + 120,00 − 24,00 TTC (the draft of 50,00 left out)
      revenueHtCents: toCents(23_000),
      revenueTtcCents: toCents(27_100),
      // 175,00 − 100,00 on the validated one, nothing on the paid one
      leftToCollectCents: toCents(7_500),
      creditsLeftCents: toCents(2_400),
    };
    const lineB = {
      issuerId: issuerB,
      issuerName: nameB,
      // 300,00 − 50,00 HT; 360,00 − 60,00 TTC (the draft credit of 10,00 left out)
      revenueHtCents: toCents(25_000),
      revenueTtcCents: toCents(30_000),
      // 360,00 − 60,00 paid with the credit note
      leftToCollectCents: toCents(30_000),
      creditsLeftCents: toCents(0),
    };
    const byName = [lineA, lineB].sort((a, b) => a.issuerName.localeCompare(b.issuerName, "fr"));
    expect(report).toEqual({
      // 230,00 + 250,00 HT; 271,00 + 300,00 TTC; 75,00 + 300,00 left
      revenueHtCents: toCents(48_000),
      revenueTtcCents: toCents(57_100),
      leftToCollectCents: toCents(37_500),
      creditsLeftCents: toCents(2_400),
      issuers: byName,
    });
  });

  it("is all zeros for a client without numbered invoices, and a French 404 for an unknown one", async () => {
    const caller = await t.caller("user");
    const companyId = await insertClient(t.handle.db, "Client sans facture RPTX");
    expect(await caller.clientAccounting.reporting({ companyId })).toEqual({
      revenueHtCents: toCents(0),
      revenueTtcCents: toCents(0),
      leftToCollectCents: toCents(0),
      creditsLeftCents: toCents(0),
      issuers: [],
    });
    await expect(caller.clientAccounting.reporting({ companyId: 2_000_000_000 })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Cette entreprise est introuvable",
    });
    await expect(caller.clientAccounting.reporting({ companyId: 0 })).rejects.toThrow(
      "Le client doit être un identifiant numérique.",
    );
  });

  it("is refused to anonymous callers", async () => {
    const anonymous = await t.caller(null);
    await expect(anonymous.clientAccounting.reporting({ companyId: s.companyId })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});

describe("the client sheet's tabs", () => {
  it("'Devis': the client's quotations, every state, newest first", async () => {
    const caller = await t.caller("user");
    const page = await caller.clientAccounting.quotations({ companyId: s.companyId });
    expect(page.total).toBe(2);
    expect(page.items.map((item) => [item.id, item.reference, item.title, item.state])).toEqual([
      [s.quotations.gala, "DE-RPTX-2026-00002", "Gala RPTX", "QUOTATION_STATE_ACCEPTED"],
      // Billed 175,00 of 3 773,75: billed, something left to bill.
      [s.quotations.seminar, "DE-RPTX-2026-00001", "Séminaire RPTX", "QUOTATION_STATE_BILLED"],
    ]);
    expect(page.items[1]).toMatchObject({ totalTtcCents: toCents(377_375), billedCents: toCents(17_500) });
    const second = await caller.clientAccounting.quotations({ companyId: s.companyId, page: 2, pageSize: 1 });
    expect(second.items.map((item) => item.id)).toEqual([s.quotations.seminar]);
    await expect(caller.clientAccounting.quotations({ companyId: 2_000_000_000 })).rejects.toThrow(
      "Cette entreprise est introuvable",
    );
  });

  it("'Factures' and 'Avoirs' read the lists with the client's id: drafts included", async () => {
    const caller = await t.caller("user");
    const invoices = await caller.invoiceList.search({ companyId: s.companyId, states: [] });
    expect(invoices.total).toBe(4);
    const byId = new Map(invoices.items.map((item) => [item.id, item]));
    expect(byId.get(s.invoices.validated)).toMatchObject({
      amountLeftCents: toCents(7_500),
      state: "STATE_VALIDATED",
    });
    expect(byId.get(s.invoices.paid)).toMatchObject({
      amountLeftCents: toCents(0),
      state: "STATE_PAID",
      paidAt: "2026-11-06",
    });
    expect(byId.get(s.invoices.draft)).toMatchObject({ label: "Facture en cours de création" });
    const credits = await caller.creditList.search({ companyId: s.companyId });
    expect(credits.total).toBe(3);
    const credit = new Map(credits.items.map((item) => [item.id, item]));
    expect(credit.get(s.credits.used)).toMatchObject({
      state: "CREDIT_STATE_USED",
      amountLeftCents: toCents(0),
    });
    expect(credit.get(s.credits.unspent)).toMatchObject({
      amountLeftCents: toCents(2_400),
      totalTtcCents: toCents(2_400),
    });
    expect(credit.get(s.credits.draft)).toMatchObject({ label: "Avoir en cours de création" });
  });
});
