import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditListModule } from "../../../src/modules/money-in/credit-list";
import { createTestApp, type TestApp } from "../../helpers";
import { insertCreditListScenario } from "./credit-list-helpers";

let t: TestApp;
let s: Awaited<ReturnType<typeof insertCreditListScenario>>;
let issuerA: number;
let issuerB: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [creditListModule] });
  issuerA = t.demo.companyIds[0] ?? 0;
  issuerB = t.demo.companyIds[1] ?? 0;
  s = await insertCreditListScenario(t.handle.db, {
    issuerA,
    issuerB,
    code: "AVLA",
    creatorId: t.demo.userIds.user,
  });
});
afterAll(() => t.close());

const idsOf = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);

describe("creditList.search", () => {
  it("lists every state by default, newest first, 50 a page", async () => {
    const user = await t.caller("user");
    const page = await user.creditList.search({ companyId: s.companyId });
    expect(idsOf(page)).toEqual([s.used, s.partial, s.validated, s.draft]);
    expect(page).toMatchObject({ total: 4, totalIsExact: true, page: 1, pageSize: 50 });
    expect(idsOf(await user.creditList.search({ companyId: s.companyId, states: [] }))).toHaveLength(4);
  });

  it("reads every field of an item, a negative amount left shown as 0", async () => {
    const user = await t.caller("user");
    const [used, partial, validated, draft] = (await user.creditList.search({ companyId: s.companyId }))
      .items;
    expect(draft).toMatchObject({
      reference: null,
      label: "Avoir en cours de création",
      title: "Geste commercial Zéphyrin",
      state: "CREDIT_STATE_CREATED",
      stateLabel: "En cours de création",
      stateColor: "danger",
      creditDate: "2026-03-10",
      createdAt: "2026-03-10T10:00:00.000Z",
      createdBy: { id: t.demo.userIds.user },
      issuer: { id: issuerA },
      client: { id: s.companyId, name: "Client avoirs AVLA", isFactor: false },
      invoice: null,
      totalHtCents: toCents(10_000),
      totalTvaCents: toCents(2_000),
      totalTtcCents: toCents(12_000),
      amountLeftCents: toCents(12_000),
      displayedAmountLeftCents: toCents(12_000),
    });
    expect(draft?.createdBy?.fullname).toBeTruthy();
    expect(draft?.issuer.color).toMatch(/^#/);
    // 150 HT + 25 VAT = 175 TTC, nothing drawn yet; it corrects FA-AVLA-2026-00007.
    expect(validated).toMatchObject({
      label: "AV-AVLA-2026-00001",
      stateLabel: "Validé",
      stateColor: "warning",
      invoice: { id: s.invoiceId, reference: "FA-AVLA-2026-00007" },
      totalHtCents: toCents(15_000),
      totalTtcCents: toCents(17_500),
      displayedAmountLeftCents: toCents(17_500),
      createdBy: null,
    });
    // 55,00 − 20,00 drawn = 35,00.
    expect(partial).toMatchObject({
      state: "CREDIT_STATE_PARTIALY_USED",
      stateLabel: "Partiellement utilisé",
      stateColor: "primary",
      issuer: { id: issuerB },
      totalTtcCents: toCents(5_500),
      amountLeftCents: toCents(3_500),
      displayedAmountLeftCents: toCents(3_500),
    });
    expect(used).toMatchObject({
      stateLabel: "Utilisé",
      stateColor: "success",
      amountLeftCents: toCents(-500),
      displayedAmountLeftCents: toCents(0),
    });
  });

  it("filters by text (words, a credit or invoice number, a name), issuer and states", async () => {
    const user = await t.caller("user");
    const search = (filters: Record<string, unknown>) =>
      user.creditList.search({ companyId: s.companyId, ...filters }).then(idsOf);
    expect(await search({ q: "zephyrin geste" })).toEqual([s.draft]);
    expect(await search({ q: "AV-AVLA-2026-00002" })).toEqual([s.partial]);
    expect(await search({ q: "fa-avla-2026-00007" })).toEqual([s.validated]);
    expect(await search({ q: "introuvable" })).toEqual([]);
    const everyCredit = await user.creditList.search({ q: "Client avoirs AVLA" }).then(idsOf);
    expect(everyCredit).toEqual([s.used, s.partial, s.validated, s.draft]);
    expect(await search({ triangleCompanyId: issuerB })).toEqual([s.partial]);
    expect(await search({ states: ["CREDIT_STATE_USED", "CREDIT_STATE_CREATED"] })).toEqual([
      s.used,
      s.draft,
    ]);
    expect(await search({ triangleCompanyId: issuerA, states: ["CREDIT_STATE_VALIDATED"] })).toEqual([
      s.validated,
    ]);
  });

  it("pages by the size asked, the total counting every page", async () => {
    const user = await t.caller("user");
    const first = await user.creditList.search({ companyId: s.companyId, pageSize: 3 });
    expect(idsOf(first)).toEqual([s.used, s.partial, s.validated]);
    const second = await user.creditList.search({ companyId: s.companyId, pageSize: 3, page: 2 });
    expect(idsOf(second)).toEqual([s.draft]);
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(idsOf(await user.creditList.search({ companyId: s.companyId, pageSize: 3, page: 3 }))).toEqual([]);
  });

  it("refuses an unknown state, a page below 1 or not whole, a page size above 500, anonymous callers", async () => {
    const user = await t.caller("user");
    await expect(user.creditList.search({ states: ["STATE_PAID" as never] })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("L'état d'avoir « STATE_PAID » n'existe pas"),
    });
    await expect(user.creditList.search({ page: 0 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("La page doit être au moins 1."),
    });
    await expect(user.creditList.search({ page: 1.5 })).rejects.toMatchObject({
      message: expect.stringContaining("La page doit être un nombre entier."),
    });
    await expect(user.creditList.search({ pageSize: 501 })).rejects.toMatchObject({
      message: expect.stringContaining("La taille de page doit être au plus 500."),
    });
    await expect(user.creditList.stats({ states: ["CREDIT_STATE_LOST" as never] })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const anonymous = await t.caller(null);
    await expect(anonymous.creditList.search({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("creditList.stats", () => {
  it("totals everything matching, not only the page", async () => {
    const user = await t.caller("user");
    // HT 100 + 150 + 50 + 100 = 400,00; VAT 20 + 25 + 5 + 20 = 70,00; TTC 120 + 175 + 55 + 120 = 470,00.
    expect(await user.creditList.stats({ companyId: s.companyId })).toEqual({
      count: 4,
      totalHtCents: toCents(40_000),
      totalTvaCents: toCents(7_000),
      totalTtcCents: toCents(47_000),
    });
    // Issuer A leaves out the partly used 55,00 of B: HT 350, VAT 65, TTC 415.
    expect(await user.creditList.stats({ companyId: s.companyId, triangleCompanyId: issuerA })).toEqual({
      count: 3,
      totalHtCents: toCents(35_000),
      totalTvaCents: toCents(6_500),
      totalTtcCents: toCents(41_500),
    });
    // Validated and partly used: 175 + 55 = 230 TTC; 150 + 50 = 200 HT; 25 + 5 = 30 VAT.
    expect(
      await user.creditList.stats({
        companyId: s.companyId,
        states: ["CREDIT_STATE_VALIDATED", "CREDIT_STATE_PARTIALY_USED"],
      }),
    ).toEqual({
      count: 2,
      totalHtCents: toCents(20_000),
      totalTvaCents: toCents(3_000),
      totalTtcCents: toCents(23_000),
    });
    expect(await user.creditList.stats({ companyId: s.companyId, q: "introuvable" })).toEqual({
      count: 0,
      totalHtCents: toCents(0),
      totalTvaCents: toCents(0),
      totalTtcCents: toCents(0),
    });
  });
});
