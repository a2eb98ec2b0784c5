import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purchaseOrderListModule } from "../../src/modules/money-out/purchase-order-list";
import { createTestApp, type TestApp } from "../helpers";
import { insertPurchaseOrderListScenario } from "./po-list-helpers";

let t: TestApp;
let s: Awaited<ReturnType<typeof insertPurchaseOrderListScenario>>;
let issuerA: number;
let issuerB: number;
const CODE = "POLA";
beforeAll(async () => {
  t = await createTestApp({ modules: [purchaseOrderListModule] });
  issuerA = t.demo.companyIds[0] ?? 0;
  issuerB = t.demo.companyIds[1] ?? 0;
  s = await insertPurchaseOrderListScenario(t, { issuerA, issuerB, code: CODE });
}, 60_000);
afterAll(() => t.close());

const idsOf = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);
const ALL_STATES = ["STATE_PENDING", "STATE_INVOICE", "STATE_FINISH", "STATE_CANCELED"] as const;

describe("purchaseOrderList.search", () => {
  it("lists the pending orders by default, newest first, 120 a page", async () => {
    const user = await t.caller("user");
    const page = await user.purchaseOrderList.search({ q: CODE });
    expect(idsOf(page)).toEqual([s.pendingB.id, s.pendingA.id]);
    expect(page).toMatchObject({ total: 2, totalIsExact: true, page: 1, pageSize: 120 });
    // An empty list of states: every state.
    expect(idsOf(await user.purchaseOrderList.search({ q: CODE, states: [] }))).toEqual([
      s.canceled.id,
      s.finished.id,
      s.invoiced.id,
      s.pendingB.id,
      s.pendingA.id,
    ]);
  });

  it("reads every field of a card: state badge, purchase title and HT, supplier, issuer, project, client", async () => {
    const user = await t.caller("user");
    const [pendingB, pendingA] = (await user.purchaseOrderList.search({ q: CODE })).items;
    expect(pendingA).toEqual({
      id: s.pendingA.id,
      reference: s.pendingA.reference,
      state: "STATE_PENDING",
      stateLabel: "En attente",
      stateColor: "warning",
      createdAt: "2026-03-10T10:00:00.000Z",
      title: "Repas des équipes",
      // 40 × 10,00 + 2 × 150,00 + fee 25,00 = 725,00 HT; VAT 40,00 + 60,00 + 5,00 = 105,00; TTC 830,00.
      totalHtCents: toCents(72_500),
      totalTvaCents: toCents(10_500),
      totalTtcCents: toCents(83_000),
      purchaseId: s.pendingA.expenseId,
      supplier: { id: s.zephyr, name: `Traiteur Zéphyr ${CODE}` },
      issuer: { id: issuerA, name: expect.any(String), color: expect.any(String) },
      project: { id: s.gala, name: `Gala ${CODE}` },
      client: { id: s.pendingA.companyId, name: `Maison Brûlée ${CODE}` },
      quotation: { id: s.pendingA.quotationId, reference: expect.any(String) },
      leadId: expect.any(Number),
      supplierInvoiceLinkIds: [],
    });
    expect(pendingB).toMatchObject({
      issuer: { id: issuerB },
      supplier: { id: s.mobilier, name: `Loueur Mobilier ${CODE}` },
      project: { id: s.congres, name: `Congrès ${CODE}` },
    });
    const [finished] = (await user.purchaseOrderList.search({ q: CODE, states: ["STATE_FINISH"] })).items;
    expect(finished).toMatchObject({ stateLabel: "Terminé", stateColor: "success", project: null });
  });

  it("filters by states, group company, project and supplier, combined", async () => {
    const user = await t.caller("user");
    const ids = async (filters: Parameters<typeof user.purchaseOrderList.search>[0]) =>
      idsOf(await user.purchaseOrderList.search({ q: CODE, ...filters }));
    expect(await ids({ states: ["STATE_INVOICE", "STATE_CANCELED"] })).toEqual([
      s.canceled.id,
      s.invoiced.id,
    ]);
    expect(await ids({ states: [...ALL_STATES], triangleCompanyId: issuerB })).toEqual([
      s.canceled.id,
      s.pendingB.id,
    ]);
    expect(await ids({ states: [], projectId: s.gala })).toEqual([s.invoiced.id, s.pendingA.id]);
    expect(await ids({ states: [], supplierId: s.mobilier })).toEqual([s.finished.id, s.pendingB.id]);
    expect(await ids({ supplierId: s.zephyr })).toEqual([s.pendingA.id]);
    expect(await ids({ states: [], supplierId: s.zephyr, triangleCompanyId: issuerB })).toEqual([
      s.canceled.id,
    ]);
  });

  it("finds a word of the reference, purchase title, supplier, project or client, accents and case aside", async () => {
    const user = await t.caller("user");
    const ids = async (q: string) => idsOf(await user.purchaseOrderList.search({ q, states: [] }));
    expect(await ids(s.pendingB.reference)).toEqual([s.pendingB.id]);
    expect(await ids(s.pendingB.reference.toLowerCase())).toEqual([s.pendingB.id]);
    expect(await ids(`zephyr ${CODE}`)).toEqual([s.canceled.id, s.invoiced.id, s.pendingA.id]);
    expect(await ids(`CONGRES ${CODE}`)).toEqual([s.canceled.id, s.pendingB.id]);
    expect(await ids(`brulee ${CODE}`)).toEqual([s.pendingA.id]);
    expect(await ids(`mobilier quatre ${CODE}`)).toEqual([s.finished.id]);
    expect(await ids(`EQUIPES ${CODE}`)).toEqual([s.pendingA.id]);
    expect(await ids(`cocktail dinatoire ${CODE}`)).toEqual([s.invoiced.id]);
    expect(await ids(`introuvable ${CODE}`)).toEqual([]);
    // A typed '%' is searched as itself, not as a wildcard.
    expect(await ids(`% ${CODE}`)).toEqual([]);
  });

  it("reads from and to as Paris days of creation, both included", async () => {
    const user = await t.caller("user");
    const ids = async (from: string | null, to: string | null) =>
      idsOf(await user.purchaseOrderList.search({ q: CODE, states: [], from, to }));
    expect(await ids("2026-03-10", "2026-04-15")).toEqual([s.pendingB.id, s.pendingA.id]);
    // Created 31 May 22:30 UTC = 1 June 00:30 in Paris: a June order, not a May one.
    expect(await ids("2026-05-01", "2026-05-31")).toEqual([s.invoiced.id]);
    expect(await ids("2026-06-01", "2026-06-01")).toEqual([s.finished.id]);
    expect(await ids("2026-06-01", null)).toEqual([s.canceled.id, s.finished.id]);
    expect(await ids(null, "2026-03-10")).toEqual([s.pendingA.id]);
  });

  it("pages by the size asked, with the exact total", async () => {
    const user = await t.caller("user");
    const first = await user.purchaseOrderList.search({ q: CODE, states: [], pageSize: 2 });
    expect(idsOf(first)).toEqual([s.canceled.id, s.finished.id]);
    expect(first).toMatchObject({ total: 5, totalIsExact: true, page: 1, pageSize: 2 });
    const third = await user.purchaseOrderList.search({ q: CODE, states: [], pageSize: 2, page: 3 });
    expect(idsOf(third)).toEqual([s.pendingA.id]);
    expect(third.total).toBe(5);
    expect(idsOf(await user.purchaseOrderList.search({ q: CODE, states: [], pageSize: 2, page: 4 }))).toEqual(
      [],
    );
  });

  it("refuses an unknown state, bad dates, a bad page and anonymous callers, in French", async () => {
    const user = await t.caller("user");
    await expect(user.purchaseOrderList.search({ states: ["STATE_PAID" as never] })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("L'état de bon de commande « STATE_PAID » n'existe pas"),
    });
    await expect(user.purchaseOrderList.search({ from: "2026-02-30" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "La date « 30/02/2026 » n'est pas valide",
    });
    await expect(user.purchaseOrderList.search({ to: "demain" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "La date « demain » n'est pas valide",
    });
    await expect(
      user.purchaseOrderList.search({ from: "2026-05-02", to: "2026-05-01" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "La date de début (02/05/2026) est postérieure à la date de fin (01/05/2026)",
    });
    await expect(user.purchaseOrderList.search({ page: 0 })).rejects.toMatchObject({
      message: expect.stringContaining("La page doit être au moins 1."),
    });
    await expect(user.purchaseOrderList.search({ pageSize: 501 })).rejects.toMatchObject({
      message: expect.stringContaining("La taille de page doit être au plus 500."),
    });
    await expect(user.purchaseOrderList.search({ supplierId: 0 })).rejects.toMatchObject({
      message: expect.stringContaining("Le fournisseur doit être un identifiant numérique."),
    });
    const anonymous = await t.caller(null);
    await expect(anonymous.purchaseOrderList.search({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("purchaseOrderList.filterOptions", () => {
  it("offers the projects and suppliers that have purchase orders, by name, to every signed-in user", async () => {
    const user = await t.caller("user");
    const { projects, suppliers } = await user.purchaseOrderList.filterOptions();
    const ours = <T extends { name: string }>(rows: T[]) => rows.filter((row) => row.name.endsWith(CODE));
    expect(ours(projects)).toEqual([
      { id: s.congres, name: `Congrès ${CODE}` },
      { id: s.gala, name: `Gala ${CODE}` },
    ]);
    expect(ours(suppliers)).toEqual([
      { id: s.mobilier, name: `Loueur Mobilier ${CODE}` },
      { id: s.zephyr, name: `Traiteur Zéphyr ${CODE}` },
    ]);
    const anonymous = await t.caller(null);
    await expect(anonymous.purchaseOrderList.filterOptions()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
