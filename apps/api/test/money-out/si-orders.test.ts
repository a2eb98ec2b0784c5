import { auditLog } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supplierInvoiceModule } from "../../src/modules/money-out/supplier-invoices";
import { purchaseLineModule } from "../../src/modules/proposals/purchase-lines";
import { createTestApp, type TestApp } from "../helpers";
import { versionOf } from "../versions-helpers";
import { insertPurchaseOrder } from "./money-out-fixtures";
import { completeFields, orderState, paidMarks, uploadInvoicePdf } from "./si-helpers";

let t: TestApp;
let issuer: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [purchaseLineModule, supplierInvoiceModule] });
  issuer = t.demo.companyIds[0] ?? 0;
}, 60_000);
afterAll(() => t.close());

async function invoiceFor(supplierId: number) {
  const compta = await t.caller("compta");
  return compta.supplierInvoice.create({ supplierId, ...completeFields(await uploadInvoicePdf(t)) });
}

describe("linking purchase orders to a supplier invoice (decision 3)", () => {
  it("copies the order's lines and fee, marks its purchase lines paid, moves it to 'Facturé'", async () => {
    const compta = await t.caller("compta");
    const order = await insertPurchaseOrder(t, { issuerId: issuer, supplierName: "Traiteur Lefèvre" });
    const invoice = await invoiceFor(order.supplierId);
    expect(invoice.incomplete).toBe(false);
    const linked = await compta.supplierInvoice.linkOrder({
      supplierInvoiceId: invoice.id,
      purchaseOrderId: order.purchaseOrderId,
    });
    expect(linked.orders).toHaveLength(1);
    const [link] = linked.orders;
    expect(link).toMatchObject({
      confirmed: false,
      // the fixture's purchase: HT 725,00, TTC 830,00
      purchaseOrder: {
        id: order.purchaseOrderId,
        reference: order.reference,
        state: "STATE_INVOICE",
        totalHtCents: toCents(72_500),
        totalTtcCents: toCents(83_000),
      },
    });
    // 40 × 10,00 = 400,00 at 10 %; 2 × 150,00 = 300,00 at 20 %; the fee 1 × 25,00 at 20 % (not a purchase line)
    expect(
      link?.lines.map((line) => [
        line.name,
        line.quantity,
        line.unitPriceCents,
        line.vatRate,
        line.totalHtCents,
        line.paid,
      ]),
    ).toEqual([
      ["Repas traiteur", "40", 1_000, "10", 40_000, true],
      ["Location de tables", "2", 15_000, "20", 30_000, true],
      ["Livraison", "1", 2_500, "20", 2_500, false],
    ]);
    expect(link?.lines[2]?.quotationSupplierProductId).toBeNull();
    expect(await orderState(t, order.purchaseOrderId)).toBe("STATE_INVOICE");
    expect(await paidMarks(t, order.expenseId)).toEqual([invoice.id, invoice.id]);
    // document 1's 'Payé · {number}' badge reads the purchase line
    const purchaseLine = await compta.purchaseLine.get({ id: order.lineIds[0] ?? 0 });
    expect(purchaseLine.supplierInvoice).toEqual({ id: invoice.id, number: invoice.invoiceNumber });
    // the order state change is audited on the order
    const audits = await t.handle.db
      .select({ from: auditLog.fromValue, to: auditLog.toValue })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "purchaseOrder"), eq(auditLog.entityId, order.purchaseOrderId)));
    expect(audits).toContainEqual({ from: "STATE_PENDING", to: "STATE_INVOICE" });
  });

  it("refuses no order, another supplier's order, a finished or canceled one, the same one twice", async () => {
    const compta = await t.caller("compta");
    const order = await insertPurchaseOrder(t, { issuerId: issuer, supplierName: "Boulangerie Roux" });
    const foreign = await insertPurchaseOrder(t, { issuerId: issuer, supplierName: "Cave Fontaine" });
    const finished = await insertPurchaseOrder(t, {
      issuerId: issuer,
      supplierId: order.supplierId,
      state: "STATE_FINISH",
    });
    const canceled = await insertPurchaseOrder(t, {
      issuerId: issuer,
      supplierId: order.supplierId,
      state: "STATE_CANCELED",
    });
    const invoice = await invoiceFor(order.supplierId);
    const link = (purchaseOrderId: number | null) =>
      compta.supplierInvoice.linkOrder({ supplierInvoiceId: invoice.id, purchaseOrderId });
    await expect(link(null)).rejects.toThrow("Sélectionnez un bon de commande");
    await expect(link(foreign.purchaseOrderId)).rejects.toThrow(
      `Le bon de commande ${foreign.reference} est celui du fournisseur Cave Fontaine : il ne peut pas être lié à une facture de Boulangerie Roux`,
    );
    await expect(link(finished.purchaseOrderId)).rejects.toThrow(
      `Le bon de commande ${finished.reference} est « Terminé » : il ne peut plus être facturé`,
    );
    await expect(link(canceled.purchaseOrderId)).rejects.toThrow("est « Annulé »");
    await expect(link(999_999)).rejects.toThrow("Ce bon de commande est introuvable");
    await link(order.purchaseOrderId);
    await expect(link(order.purchaseOrderId)).rejects.toThrow(
      `Le bon de commande ${order.reference} est déjà lié à cette facture`,
    );
    // nothing written by the refusals: the foreign order and its lines are untouched
    expect(await orderState(t, foreign.purchaseOrderId)).toBe("STATE_PENDING");
    expect(await paidMarks(t, foreign.expenseId)).toEqual([null, null]);
    expect((await compta.supplierInvoice.get({ id: invoice.id })).orders).toHaveLength(1);
  });

  it("the confirmed toggle finishes the order and takes it back; unlinking undoes the link", async () => {
    const compta = await t.caller("compta");
    const order = await insertPurchaseOrder(t, { issuerId: issuer });
    const invoice = await invoiceFor(order.supplierId);
    const linked = await compta.supplierInvoice.linkOrder({
      supplierInvoiceId: invoice.id,
      purchaseOrderId: order.purchaseOrderId,
    });
    const linkId = linked.orders[0]?.id ?? 0;
    const confirmed = await compta.supplierInvoice.setOrderConfirmed({ id: linkId, confirmed: true });
    expect(confirmed.orders[0]).toMatchObject({ confirmed: true, purchaseOrder: { state: "STATE_FINISH" } });
    const back = await compta.supplierInvoice.setOrderConfirmed({ id: linkId, confirmed: false });
    expect(back.orders[0]).toMatchObject({ confirmed: false, purchaseOrder: { state: "STATE_INVOICE" } });

    const unlinked = await compta.supplierInvoice.unlinkOrder({ id: linkId });
    expect(unlinked.orders).toEqual([]);
    expect(await orderState(t, order.purchaseOrderId)).toBe("STATE_PENDING");
    expect(await paidMarks(t, order.expenseId)).toEqual([null, null]);
    expect((await compta.purchaseLine.get({ id: order.lineIds[0] ?? 0 })).supplierInvoice).toBeNull();
    await expect(compta.supplierInvoice.unlinkOrder({ id: linkId })).rejects.toThrow(
      "Ce bon de commande n'est pas lié à une facture fournisseur",
    );
  });

  it("a second invoice of the same order keeps the first one's marks; unlinking it leaves the order billed", async () => {
    const compta = await t.caller("compta");
    const order = await insertPurchaseOrder(t, { issuerId: issuer });
    const first = await invoiceFor(order.supplierId);
    const second = await invoiceFor(order.supplierId);
    await compta.supplierInvoice.linkOrder({
      supplierInvoiceId: first.id,
      purchaseOrderId: order.purchaseOrderId,
    });
    const linked = await compta.supplierInvoice.linkOrder({
      supplierInvoiceId: second.id,
      purchaseOrderId: order.purchaseOrderId,
    });
    expect(await paidMarks(t, order.expenseId)).toEqual([first.id, first.id]);
    expect(linked.orders[0]?.lines.map((line) => line.paid)).toEqual([false, false, false]);
    // checking a line paid by the first invoice is refused, naming it
    const lineId = linked.orders[0]?.lines[0]?.id ?? 0;
    await expect(compta.supplierInvoice.setLinePaid({ lineId, paid: true })).rejects.toThrow(
      `Cette ligne d'achat est déjà marquée payée par la facture fournisseur n° ${first.invoiceNumber}`,
    );
    await compta.supplierInvoice.unlinkOrder({ id: linked.orders[0]?.id ?? 0 });
    expect(await orderState(t, order.purchaseOrderId)).toBe("STATE_INVOICE");
    expect(await paidMarks(t, order.expenseId)).toEqual([first.id, first.id]);
  });

  it("checks and unchecks a line: the purchase line's paid mark follows", async () => {
    const compta = await t.caller("compta");
    const order = await insertPurchaseOrder(t, { issuerId: issuer });
    const invoice = await invoiceFor(order.supplierId);
    const linked = await compta.supplierInvoice.linkOrder({
      supplierInvoiceId: invoice.id,
      purchaseOrderId: order.purchaseOrderId,
    });
    const [meals, tables, fee] = linked.orders[0]?.lines ?? [];
    const unchecked = await compta.supplierInvoice.setLinePaid({ lineId: tables?.id ?? 0, paid: false });
    expect(unchecked.paid).toBe(false);
    expect(await paidMarks(t, order.expenseId)).toEqual([invoice.id, null]);
    expect((await compta.supplierInvoice.setLinePaid({ lineId: tables?.id ?? 0, paid: true })).paid).toBe(
      true,
    );
    expect(await paidMarks(t, order.expenseId)).toEqual([invoice.id, invoice.id]);
    // unchecking twice changes nothing more
    await compta.supplierInvoice.setLinePaid({ lineId: meals?.id ?? 0, paid: false });
    await compta.supplierInvoice.setLinePaid({ lineId: meals?.id ?? 0, paid: false });
    expect(await paidMarks(t, order.expenseId)).toEqual([null, invoice.id]);
    await expect(compta.supplierInvoice.setLinePaid({ lineId: fee?.id ?? 0, paid: true })).rejects.toThrow(
      "Cette ligne n'a pas été reprise d'une ligne d'achat : elle ne peut pas être marquée payée",
    );
  });

  it("lines are edited to what the supplier invoiced, amounts in cents by the domain", async () => {
    const compta = await t.caller("compta");
    const order = await insertPurchaseOrder(t, { issuerId: issuer });
    const invoice = await invoiceFor(order.supplierId);
    const linked = await compta.supplierInvoice.linkOrder({
      supplierInvoiceId: invoice.id,
      purchaseOrderId: order.purchaseOrderId,
    });
    const linkId = linked.orders[0]?.id ?? 0;
    // spec §9 defaults: quantity 1, unit price 0, VAT 20
    const added = await compta.supplierInvoice.lineCreate({ supplierInvoicePurchaseOrderId: linkId });
    expect(added).toMatchObject({
      name: "Nouvelle ligne",
      quantity: "1",
      unitPriceCents: toCents(0),
      vatRate: "20",
      totalHtCents: toCents(0),
      paid: false,
    });
    // 2,5 × 12,34 = 30,85
    const edited = await compta.supplierInvoice.lineUpdate({
      id: added.id,
      name: "Nappes",
      quantity: "2,5",
      unitPrice: "12,34",
      tva: "5,5",
    });
    expect(edited).toMatchObject({
      name: "Nappes",
      quantity: "2.5",
      unitPriceCents: toCents(1_234),
      vatRate: "5.5",
      baseHtCents: toCents(3_085),
      totalHtCents: toCents(3_085),
    });
    // 3 × 0,335 is refused (three decimals), nothing changes
    await expect(compta.supplierInvoice.lineUpdate({ id: added.id, unitPrice: "0,335" })).rejects.toThrow();
    await expect(compta.supplierInvoice.lineUpdate({ id: added.id, name: "  " })).rejects.toThrow();
    await compta.supplierInvoice.lineDelete({ id: added.id });
    await expect(compta.supplierInvoice.lineGet({ id: added.id })).rejects.toThrow(
      "Cette ligne de facture fournisseur est introuvable",
    );
    expect((await compta.supplierInvoice.get({ id: invoice.id })).orders[0]?.lines).toHaveLength(3);
  });

  it("every change of links, lines and marks is refused to a plain user (403 in French)", async () => {
    const compta = await t.caller("compta");
    const user = await t.caller("user");
    const order = await insertPurchaseOrder(t, { issuerId: issuer });
    const invoice = await invoiceFor(order.supplierId);
    const linked = await compta.supplierInvoice.linkOrder({
      supplierInvoiceId: invoice.id,
      purchaseOrderId: order.purchaseOrderId,
    });
    const linkId = linked.orders[0]?.id ?? 0;
    const lineId = linked.orders[0]?.lines[0]?.id ?? 0;
    const forbidden = {
      code: "FORBIDDEN",
      message: "Seule la comptabilité peut enregistrer, modifier ou supprimer une facture fournisseur",
    };
    await expect(
      user.supplierInvoice.linkOrder({
        supplierInvoiceId: invoice.id,
        purchaseOrderId: order.purchaseOrderId,
      }),
    ).rejects.toMatchObject(forbidden);
    await expect(user.supplierInvoice.unlinkOrder({ id: linkId })).rejects.toMatchObject(forbidden);
    await expect(
      user.supplierInvoice.setOrderConfirmed({ id: linkId, confirmed: true }),
    ).rejects.toMatchObject(forbidden);
    await expect(user.supplierInvoice.setLinePaid({ lineId, paid: false })).rejects.toMatchObject(forbidden);
    await expect(
      user.supplierInvoice.lineCreate({ supplierInvoicePurchaseOrderId: linkId }),
    ).rejects.toMatchObject(forbidden);
    await expect(user.supplierInvoice.lineUpdate({ id: lineId, name: "x" })).rejects.toMatchObject(forbidden);
    await expect(user.supplierInvoice.lineDelete({ id: lineId })).rejects.toMatchObject(forbidden);
    await expect(
      user.supplierInvoice.update({
        id: invoice.id,
        version: await versionOf(user.supplierInvoice, invoice.id),
        comment: "x",
      }),
    ).rejects.toMatchObject(forbidden);
    await expect(user.supplierInvoice.delete({ id: invoice.id })).rejects.toMatchObject(forbidden);
    await expect(user.supplierInvoice.removeFile({ id: invoice.id })).rejects.toMatchObject(forbidden);
    const after = await compta.supplierInvoice.get({ id: invoice.id });
    expect(after.orders[0]).toMatchObject({ confirmed: false, lines: linked.orders[0]?.lines });
    expect(after.file).not.toBeNull();
  });
});
