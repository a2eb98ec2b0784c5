import { toCents, toParisDate } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceListModule } from "../../src/modules/billing/invoice-list";
import { createTestApp, type TestApp } from "../helpers";
import { insertListScenario } from "./invoice-list-helpers";

let t: TestApp;
let s: Awaited<ReturnType<typeof insertListScenario>>;
let issuerA: number;
let issuerB: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [invoiceListModule] });
  issuerA = t.demo.companyIds[0] ?? 0;
  issuerB = t.demo.companyIds[1] ?? 0;
  s = await insertListScenario(t.handle.db, {
    issuerA,
    issuerB,
    code: "LSTA",
    creatorId: t.demo.userIds.user,
    today: toParisDate(new Date()),
  });
});
afterAll(() => t.close());

const ALL: never[] = [];
const idsOf = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);

describe("invoiceList.search", () => {
  it("lists created, sent and validated invoices by default, newest first", async () => {
    const user = await t.caller("user");
    const page = await user.invoiceList.search({ companyId: s.companyId });
    expect(idsOf(page)).toEqual([s.sent, s.validated, s.draft]);
    expect(page).toMatchObject({ total: 3, totalIsExact: true, page: 1, pageSize: 120 });
  });

  it("reads every field of an item", async () => {
    const user = await t.caller("user");
    const page = await user.invoiceList.search({ companyId: s.companyId, states: ALL });
    const [paid, sent, validated, draft] = page.items;
    expect(draft).toMatchObject({
      reference: null,
      label: "Facture en cours de création",
      type: "TYPE_SOLD",
      state: "STATE_CREATED",
      title: "Soirée Zéphyrin",
      issuer: { id: issuerA },
      client: { id: s.companyId, name: "Client liste LSTA", isFactor: true },
      invoiceDate: "2026-03-10",
      createdAt: "2026-03-10T10:00:00.000Z",
      totalHtCents: toCents(10_000),
      totalTtcCents: toCents(12_000),
      projectNames: ["Projet Alpha", "Projet Beta"],
      eligibleAt: null,
      amountLeftCents: toCents(12_000),
      overdue: false,
    });
    expect(draft?.issuer.name).toBeTruthy();
    expect(draft?.issuer.color).toMatch(/^#/);
    // Validated 22 days after its eligibility with 175,00 left: late; sent at 21 days: not yet.
    expect(validated).toMatchObject({
      label: "FA-LSTA-2026-00007",
      totalHtCents: toCents(15_000),
      totalTtcCents: toCents(17_500),
      amountLeftCents: toCents(17_500),
      projectNames: ["Projet Gamma"],
      overdue: true,
    });
    expect(validated?.eligibleAt).not.toBeNull();
    expect(sent).toMatchObject({ overdue: false, isDuplicated: true, projectNames: [] });
    expect(paid).toMatchObject({ paidAt: "2026-06-01", amountLeftCents: toCents(0), overdue: false });
  });

  it("filters by text, issuer, dates, creator, duplication and number range", async () => {
    const user = await t.caller("user");
    const search = (filters: Record<string, unknown>) =>
      user.invoiceList.search({ companyId: s.companyId, states: ALL, ...filters }).then(idsOf);
    expect(await search({ q: "zephyrin" })).toEqual([s.draft]);
    expect(await search({ q: "FA-LSTA-2026-00008" })).toEqual([s.sent]);
    expect(await search({ triangleCompanyId: issuerA, from: "2026-04-01", to: "2026-05-31" })).toEqual([
      s.paid,
      s.validated,
    ]);
    expect(await search({ userId: t.demo.userIds.user })).toEqual([s.draft]);
    expect(await search({ isDuplicated: true })).toEqual([s.sent]);
    expect(await search({ numFrom: "8", numTo: "FA-LSTA-2026-00009" })).toEqual([s.paid, s.sent]);
    expect(await search({ numTo: "00007" })).toEqual([s.validated]);
    expect(await search({ states: ["STATE_PAID"] })).toEqual([s.paid]);
  });

  it("pages by the size asked", async () => {
    const user = await t.caller("user");
    const second = await user.invoiceList.search({
      companyId: s.companyId,
      states: ALL,
      pageSize: 3,
      page: 2,
    });
    expect(idsOf(second)).toEqual([s.draft]);
    expect(second.total).toBe(4);
  });

  it("refuses a number range upside down, an unknown state and a date that is no date", async () => {
    const user = await t.caller("user");
    await expect(user.invoiceList.search({ numFrom: "10", numTo: "9" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Le numéro de début (10) est supérieur au numéro de fin (9)",
    });
    await expect(user.invoiceList.stats({ from: "31/12/2026" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "La date « 31/12/2026 » n'est pas valide",
    });
    await expect(user.invoiceList.search({ states: ["STATE_LOST" as never] })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("L'état de facture « STATE_LOST » n'existe pas"),
    });
  });
});

describe("invoiceList.stats", () => {
  it("totals everything matching, not only the page", async () => {
    const user = await t.caller("user");
    // Default states: 120 + 175 + 55 = 350,00 TTC; HT 100 + 150 + 50 = 300,00; VAT 20 + 25 + 5 = 50,00.
    expect(await user.invoiceList.stats({ companyId: s.companyId })).toEqual({
      count: 3,
      totalHtCents: toCents(30_000),
      totalTvaCents: toCents(5_000),
      totalTtcCents: toCents(35_000),
      amountLeftCents: toCents(35_000),
    });
    // Every state adds the paid 120,00 (nothing left on it).
    expect(await user.invoiceList.stats({ companyId: s.companyId, states: ALL })).toEqual({
      count: 4,
      totalHtCents: toCents(40_000),
      totalTvaCents: toCents(7_000),
      totalTtcCents: toCents(47_000),
      amountLeftCents: toCents(35_000),
    });
  });
});
