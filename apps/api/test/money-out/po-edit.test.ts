import { auditLog, purchaseOrders, quotations, recommendations } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purchaseOrderModule } from "../../src/modules/money-out/purchase-orders";
import { insertSupplier } from "../catalogue/product-types-helpers";
import { createTestApp, type TestApp } from "../helpers";
import { versionOf } from "../versions-helpers";
import { insertPurchaseOrder } from "./money-out-fixtures";
import { giveProject, insertBilledInvoice } from "./po-edit-fixtures";

let t: TestApp;
let issuerId: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [purchaseOrderModule] });
  issuerId = t.demo.companyIds[0] ?? 0;
});
afterAll(() => t.close());

const stateOf = async (id: number) =>
  (
    await t.handle.db
      .select({ state: purchaseOrders.state })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, id))
  )[0]?.state;

describe("purchaseOrder.get: 'Bon de commande {reference}'", () => {
  it("shows the order, its purchase with lines, fee and totals, and its lead, to every signed-in user", async () => {
    const order = await insertPurchaseOrder(t, { issuerId, supplierName: "Traiteur Dupré" });
    const projectId = await giveProject(t, order.purchaseOrderId, {
      name: "Gala 2026",
      deliveryDate: "2026-12-24",
    });
    const [lead] = await t.handle.db
      .select({ leadId: recommendations.leadId })
      .from(quotations)
      .innerJoin(recommendations, eq(recommendations.id, quotations.recommendationId))
      .where(eq(quotations.id, order.quotationId));
    const view = await (await t.caller("user")).purchaseOrder.get({ id: order.purchaseOrderId });
    expect(view).toMatchObject({
      reference: order.reference,
      state: "STATE_PENDING",
      supplier: { id: order.supplierId, name: "Traiteur Dupré" },
      triangleCompany: { id: issuerId },
      project: { id: projectId, name: "Gala 2026", deliveryDate: "2026-12-24" },
      leadId: lead?.leadId,
      // Worked in the fixture: 400,00 + 300,00 + fee 25,00 = 725,00 HT; VAT 40,00 + 60,00 + 5,00 = 105,00.
      purchase: {
        id: order.expenseId,
        totalHtCents: toCents(72_500),
        totalTvaCents: toCents(10_500),
        totalTtcCents: toCents(83_000),
      },
      supplierInvoices: [],
      canEdit: false,
      canCreateSupplierInvoice: true,
      printUrl: `/admin/print_purchase_order/${order.purchaseOrderId}`,
    });
    expect(
      view.purchase.lines.map((line) => [line.name, line.deliveryDays, line.fees.map((f) => f.name)]),
    ).toEqual([
      ["Repas traiteur", 3, []],
      ["Location de tables", 5, ["Livraison"]],
    ]);
    expect((await (await t.caller("compta")).purchaseOrder.get({ id: order.purchaseOrderId })).canEdit).toBe(
      true,
    );
    expect((await (await t.caller("admin")).purchaseOrder.get({ id: order.purchaseOrderId })).canEdit).toBe(
      true,
    );
  });

  it("lists the supplier invoices billed on it with their lines", async () => {
    const order = await insertPurchaseOrder(t, { issuerId });
    const billed = await insertBilledInvoice(t, {
      purchaseOrderId: order.purchaseOrderId,
      supplierId: order.supplierId,
      number: "FAC-2026-118",
    });
    const view = await (await t.caller("user")).purchaseOrder.get({ id: order.purchaseOrderId });
    expect(view.supplierInvoices).toEqual([
      {
        linkId: billed.linkId,
        confirmed: false,
        id: billed.supplierInvoiceId,
        invoiceNumber: "FAC-2026-118",
        state: "STATE_PENDING",
        amountCents: toCents(83_000),
        invoiceAt: "2026-11-18",
        lines: [
          expect.objectContaining({
            name: "Repas traiteur",
            quantity: "40",
            vatRate: "10",
            totalHtCents: toCents(40_000),
          }),
          expect.objectContaining({
            name: "Location de tables",
            quantity: "2",
            vatRate: "20",
            totalHtCents: toCents(30_000),
          }),
        ],
      },
    ]);
  });

  it("offers 'Créer une facture fournisseur' unless the order is finished or canceled", async () => {
    const caller = await t.caller("user");
    for (const [state, offered] of [
      ["STATE_PENDING", true],
      ["STATE_INVOICE", true],
      ["STATE_FINISH", false],
      ["STATE_CANCELED", false],
    ] as const) {
      const order = await insertPurchaseOrder(t, { issuerId, state });
      expect((await caller.purchaseOrder.get({ id: order.purchaseOrderId })).canCreateSupplierInvoice).toBe(
        offered,
      );
    }
  });

  it("answers an unknown order in French (404)", async () => {
    await expect((await t.caller("user")).purchaseOrder.get({ id: 999_999 })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Ce bon de commande est introuvable",
    });
  });
});

describe("purchaseOrder.updateState", () => {
  it("lets accounting set any state (no restriction), audited", async () => {
    const order = await insertPurchaseOrder(t, { issuerId, state: "STATE_FINISH" });
    const compta = await t.caller("compta");
    const saved = await compta.purchaseOrder.updateState({
      id: order.purchaseOrderId,
      version: await versionOf(compta.purchaseOrder, order.purchaseOrderId),
      state: "STATE_PENDING",
    });
    expect(saved.state).toBe("STATE_PENDING");
    expect(saved.canCreateSupplierInvoice).toBe(true);
    const admin = await t.caller("admin");
    await admin.purchaseOrder.updateState({
      id: order.purchaseOrderId,
      version: await versionOf(admin.purchaseOrder, order.purchaseOrderId),
      state: "STATE_CANCELED",
    });
    expect(await stateOf(order.purchaseOrderId)).toBe("STATE_CANCELED");
    const audit = await t.handle.db
      .select({ from: auditLog.fromValue, to: auditLog.toValue, userId: auditLog.userId })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "purchaseOrder"), eq(auditLog.entityId, order.purchaseOrderId)))
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      { from: "STATE_FINISH", to: "STATE_PENDING", userId: t.demo.userIds.compta },
      { from: "STATE_PENDING", to: "STATE_CANCELED", userId: t.demo.userIds.admin },
    ]);
  });

  it("refuses anybody else in French (403) and changes nothing", async () => {
    const order = await insertPurchaseOrder(t, { issuerId });
    await expect(
      (await t.caller("user")).purchaseOrder.updateState({
        id: order.purchaseOrderId,
        version: await versionOf((await t.caller("user")).purchaseOrder, order.purchaseOrderId),
        state: "STATE_FINISH",
      }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Seule la comptabilité peut modifier un bon de commande",
    });
    expect(await stateOf(order.purchaseOrderId)).toBe("STATE_PENDING");
  });

  it("refuses a state that does not exist and an unknown order in French", async () => {
    const order = await insertPurchaseOrder(t, { issuerId });
    const compta = await t.caller("compta");
    await expect(
      compta.purchaseOrder.updateState({
        id: order.purchaseOrderId,
        version: await versionOf(compta.purchaseOrder, order.purchaseOrderId),
        state: "STATE_PAID" as "STATE_FINISH",
      }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Cet état n'existe pas"),
    });
    await expect(
      compta.purchaseOrder.updateState({ id: 999_999, version: 1, state: "STATE_FINISH" }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Ce bon de commande est introuvable",
    });
    expect(await stateOf(order.purchaseOrderId)).toBe("STATE_PENDING");
  });
});

describe("purchaseOrder.availableForSupplierInvoice", () => {
  it("offers the supplier's orders still open and not already on that invoice", async () => {
    const supplier = await insertSupplier(t, "Loueur Martin");
    const pending = await insertPurchaseOrder(t, { issuerId, supplierId: supplier.id });
    const invoiced = await insertPurchaseOrder(t, {
      issuerId,
      supplierId: supplier.id,
      state: "STATE_INVOICE",
    });
    await insertPurchaseOrder(t, { issuerId, supplierId: supplier.id, state: "STATE_FINISH" });
    await insertPurchaseOrder(t, { issuerId, supplierId: supplier.id, state: "STATE_CANCELED" });
    await insertPurchaseOrder(t, { issuerId }); // another supplier's
    const billed = await insertBilledInvoice(t, {
      purchaseOrderId: invoiced.purchaseOrderId,
      supplierId: supplier.id,
    });
    const caller = await t.caller("user");
    const all = await caller.purchaseOrder.availableForSupplierInvoice({ supplierId: supplier.id });
    expect(all.map((order) => order.reference)).toEqual([pending.reference, invoiced.reference]);
    expect(all[0]).toMatchObject({
      state: "STATE_PENDING",
      totalHtCents: toCents(72_500),
      totalTtcCents: toCents(83_000),
    });
    const forInvoice = await caller.purchaseOrder.availableForSupplierInvoice({
      supplierId: supplier.id,
      supplierInvoiceId: billed.supplierInvoiceId,
    });
    expect(forInvoice.map((order) => order.reference)).toEqual([pending.reference]);
  });

  it("answers an unknown supplier in French (404)", async () => {
    await expect(
      (await t.caller("user")).purchaseOrder.availableForSupplierInvoice({ supplierId: 999_999 }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", message: "Ce fournisseur est introuvable" });
  });
});
