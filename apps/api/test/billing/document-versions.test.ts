import { auditLog } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceLineModule } from "../../src/modules/billing/invoice-lines";
import { invoiceModule } from "../../src/modules/billing/invoices";
import { creditLineModule } from "../../src/modules/money-in/credit-lines";
import { creditModule } from "../../src/modules/money-in/credits";
import { invoicePaymentModule } from "../../src/modules/money-in/invoice-payments";
import { purchaseOrderModule } from "../../src/modules/money-out/purchase-orders";
import { supplierInvoiceModule } from "../../src/modules/money-out/supplier-invoices";
import { createTestApp, type DemoUser, type TestApp } from "../helpers";
import { trpcAs } from "../input-helpers";
import { insertDraftCredit } from "../money-in/credits/credit-helpers";
import { insertPurchaseOrder } from "../money-out/money-out-fixtures";
import { insertSupplierInvoice } from "../money-out/supplier-payments-fixtures";
import { hydraAs } from "../versions-helpers";
import { insertForeignGroupCompany } from "../work/project-helpers";
import { insertDraft } from "./invoice-edit-helpers";

/** Every save at 13:32 UTC on 12 March 2026: 14 h 32 in Paris (winter time, UTC+1). */
const NOW = new Date("2026-03-12T13:32:00Z");
// Worked by hand from the sentence of the issue: the kind's demonstrative and agreement, the author's name.
const INVOICE_BY_HUGO = "Cette facture a été modifiée par Hugo Petit à 14 h 32 pendant votre saisie";
const INVOICE_BY_CLAIRE = "Cette facture a été modifiée par Claire Bernard à 14 h 32 pendant votre saisie";
const CREDIT_BY_HUGO = "Cet avoir a été modifié par Hugo Petit à 14 h 32 pendant votre saisie";
const SUPPLIER_INVOICE_BY_CLAIRE =
  "Cette facture fournisseur a été modifiée par Claire Bernard à 14 h 32 pendant votre saisie";
const ORDER_BY_CLAIRE = "Ce bon de commande a été modifié par Claire Bernard à 14 h 32 pendant votre saisie";
const VERSION_REQUIRED = "version : La version lue avec la fiche est obligatoire";

let t: TestApp;
let trpc: ReturnType<typeof trpcAs>;
let issuerId: number;
beforeAll(async () => {
  t = await createTestApp({
    modules: [
      invoiceLineModule,
      invoiceModule,
      invoicePaymentModule,
      creditLineModule,
      creditModule,
      purchaseOrderModule,
      supplierInvoiceModule,
    ],
    now: () => NOW,
  });
  trpc = trpcAs(t);
  issuerId = t.demo.companyIds[0] ?? 0;
});
afterAll(() => t.close());

const hydra = (who: DemoUser, method: "GET" | "PUT", url: string, body?: object, ifMatch?: string) =>
  hydraAs(t, who, method, url, body, ifMatch);

/** The rows of a record's history, oldest first. */
const historyOf = (type: string, id: number) =>
  t.handle.db
    .select({ field: auditLog.field, from: auditLog.fromValue, to: auditLog.toValue })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, type), eq(auditLog.entityId, id)))
    .orderBy(asc(auditLog.id));

describe("an invoice saved on an old version", () => {
  it("tRPC: refused naming who and when; its lines and its validation move the version; the history tells it", async () => {
    // An issuer of its own: none of its invoices validated yet, so 12 March may be its invoice date.
    const { invoiceId: id } = await insertDraft(t.handle.db, await insertForeignGroupCompany(t));
    const user = await t.caller("user");
    const chef = await t.caller("chef");
    expect((await user.invoice.get({ id })).version).toBe(1);
    expect((await chef.invoice.update({ id, version: 1, title: "Acompte gala" })).version).toBe(2);
    await expect(user.invoice.update({ id, version: 1, title: "Acompte dîner" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: INVOICE_BY_HUGO,
    });
    expect(await user.invoice.get({ id })).toMatchObject({ title: "Acompte gala", version: 2 });

    const lines = (await chef.invoice.get({ id })).lines;
    const deposit20 = lines.find((line) => line.unitPriceCents === toCents(72_000));
    const deposit10 = lines.find((line) => line.unitPriceCents === toCents(24_375));
    await chef.invoiceLine.update({ id: deposit20?.id ?? 0, quantity: "2" });
    await chef.invoiceLine.delete({ id: deposit10?.id ?? 0 });
    expect((await user.invoice.get({ id })).version).toBe(4);
    await expect(user.invoice.update({ id, version: 2, title: "x" })).rejects.toMatchObject({
      message: INVOICE_BY_HUGO,
    });

    // A colleague validates it: a save on the draft read before is told so (409), not refused as locked.
    const compta = await t.caller("compta");
    const validated = await compta.invoice.update({
      id,
      version: 4,
      invoiceDate: "2026-03-12",
      state: "STATE_VALIDATED",
      confirmed: true,
    });
    expect(validated).toMatchObject({ state: "STATE_VALIDATED", version: 5 });
    await expect(user.invoice.update({ id, version: 4, title: "Trop tard" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: INVOICE_BY_CLAIRE,
    });

    expect((await historyOf("invoice", id)).filter((row) => row.field !== "state")).toEqual([
      { field: "title", from: expect.any(String), to: "Acompte gala" },
      { field: "line", from: "Acompte de 30 % × 1 à 72000", to: "Acompte de 30 % × 2 à 72000" },
      { field: "line", from: "Acompte de 30 % × 1 à 24375", to: null },
      { field: "invoiceDate", from: expect.any(String), to: "2026-03-12" },
    ]);
    expect(await trpc("user", "mutation", "invoice.update", { id, title: "Sans version" })).toMatchObject({
      status: 400,
      message: VERSION_REQUIRED,
    });
  });

  it("Hydra: ETag on GET, stale If-Match or version → 409 and nothing written, none → as before, 'abc' → 400", async () => {
    const { invoiceId: id } = await insertDraft(t.handle.db, issuerId);
    const iri = `/api/compta/invoices/${id}`;
    const read = await hydra("user", "GET", iri);
    expect(read.etag).toBe(`W/"Invoice-${id}-1"`);
    expect(read.body.version).toBe(1);
    await (await t.caller("chef")).invoice.update({ id, version: 1, title: "Acompte gala" });

    expect(await hydra("user", "PUT", iri, { title: "Acompte dîner" }, read.etag)).toMatchObject({
      status: 409,
      description: INVOICE_BY_HUGO,
    });
    expect(await hydra("user", "PUT", iri, { title: "Acompte dîner", version: 1 })).toMatchObject({
      status: 409,
      description: INVOICE_BY_HUGO,
    });
    expect(await hydra("user", "PUT", iri, { title: "Acompte dîner" }, "abc")).toMatchObject({ status: 400 });
    expect(await hydra("user", "PUT", iri, { title: "Acompte dîner", version: "abc" })).toMatchObject({
      status: 400,
    });
    expect(await hydra("user", "PUT", iri, { title: "Acompte dîner" }, `W/"Credit-${id}-2"`)).toMatchObject({
      status: 400,
    });
    expect((await hydra("user", "GET", iri)).body).toMatchObject({ title: "Acompte gala", version: 2 });

    const blind = await hydra("user", "PUT", iri, { title: "Acompte dîner" });
    expect(blind).toMatchObject({ status: 200, body: { title: "Acompte dîner", version: 3 } });
    expect(blind.etag).toBe(`W/"Invoice-${id}-3"`);
  });
});

describe("a credit note saved on an old version", () => {
  it("tRPC refused naming who and when, its lines move it; Hydra: stale If-Match 409, none as before, 'abc' 400", async () => {
    const { creditId: id, lineId } = await insertDraftCredit(t, issuerId, "100");
    const user = await t.caller("user");
    const chef = await t.caller("chef");
    // Made, then its free line added: version 2.
    const read = await user.credit.get({ id });
    expect(read.version).toBe(2);
    await chef.creditLine.update({ id: lineId, unitPrice: "90" });
    await expect(user.credit.update({ id, version: 2, title: "Geste" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: CREDIT_BY_HUGO,
    });
    expect(await user.credit.update({ id, version: 3, title: "Geste" })).toMatchObject({
      title: "Geste",
      version: 4,
    });
    expect((await historyOf("credit", id)).map((row) => row.to)).toEqual([
      "Geste commercial × 1 à 10000",
      "Geste commercial × 1 à 9000",
      "Geste",
    ]);

    const iri = `/api/compta/credits/${id}`;
    const got = await hydra("user", "GET", iri);
    expect(got.etag).toBe(`W/"Credit-${id}-4"`);
    await chef.credit.update({ id, version: 4, title: "Geste du chef" });
    expect(await hydra("user", "PUT", iri, { title: "Geste tardif" }, got.etag)).toMatchObject({
      status: 409,
      description: CREDIT_BY_HUGO,
    });
    expect(await hydra("user", "PUT", iri, { title: "Geste tardif", version: "abc" })).toMatchObject({
      status: 400,
    });
    expect((await user.credit.get({ id })).title).toBe("Geste du chef");
    expect(await hydra("user", "PUT", iri, { title: "Geste tardif" })).toMatchObject({
      status: 200,
      body: { title: "Geste tardif", version: 6 },
    });
  });
});

describe("a supplier invoice and a purchase order saved on an old version", () => {
  it("supplier invoice: refused naming who and when; linking an order moves both; Hydra stale 409, none as before", async () => {
    const order = await insertPurchaseOrder(t, { issuerId });
    const { supplierInvoiceId: id } = await insertSupplierInvoice(t, { supplierId: order.supplierId });
    const compta = await t.caller("compta");
    const admin = await t.caller("admin");
    expect((await compta.supplierInvoice.update({ id, version: 1, comment: "Vu" })).version).toBe(2);
    await expect(admin.supplierInvoice.update({ id, version: 1, comment: "Relu" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: SUPPLIER_INVOICE_BY_CLAIRE,
    });
    expect((await admin.supplierInvoice.get({ id })).comment).toBe("Vu");

    // The order linked: the invoice (its lines copied) and the order (now 'Facturé') both move.
    await compta.supplierInvoice.linkOrder({ supplierInvoiceId: id, purchaseOrderId: order.purchaseOrderId });
    expect((await admin.supplierInvoice.get({ id })).version).toBe(3);
    expect(await admin.purchaseOrder.get({ id: order.purchaseOrderId })).toMatchObject({
      state: "STATE_INVOICE",
      version: 2,
    });

    const iri = `/api/compta/supplier_invoices/${id}`;
    expect((await hydra("admin", "GET", iri)).etag).toBe(`W/"SupplierInvoice-${id}-3"`);
    expect(
      await hydra("admin", "PUT", iri, { comment: "Relu" }, `W/"SupplierInvoice-${id}-2"`),
    ).toMatchObject({
      status: 409,
      description: SUPPLIER_INVOICE_BY_CLAIRE,
    });
    expect(await hydra("admin", "PUT", iri, { comment: "Relu" }, "abc")).toMatchObject({ status: 400 });
    expect(await hydra("admin", "PUT", iri, { comment: "Relu" })).toMatchObject({
      status: 200,
      body: { comment: "Relu", version: 4 },
    });
  });

  it("purchase order: the state saved on an old version is refused naming who and when; Hydra likewise", async () => {
    const { purchaseOrderId: id } = await insertPurchaseOrder(t, { issuerId });
    const compta = await t.caller("compta");
    const admin = await t.caller("admin");
    const iri = `/api/compta/purchase_orders/${id}`;
    const read = await hydra("admin", "GET", iri);
    expect(read.etag).toBe(`W/"PurchaseOrder-${id}-1"`);
    expect((await compta.purchaseOrder.updateState({ id, version: 1, state: "STATE_FINISH" })).version).toBe(
      2,
    );
    await expect(
      admin.purchaseOrder.updateState({ id, version: 1, state: "STATE_CANCELED" }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: ORDER_BY_CLAIRE,
    });
    expect(await hydra("admin", "PUT", iri, { state: "STATE_CANCELED" }, read.etag)).toMatchObject({
      status: 409,
      description: ORDER_BY_CLAIRE,
    });
    expect(await hydra("admin", "PUT", iri, { state: "STATE_CANCELED", version: "abc" })).toMatchObject({
      status: 400,
    });
    expect((await admin.purchaseOrder.get({ id })).state).toBe("STATE_FINISH");
    expect(await hydra("admin", "PUT", iri, { state: "STATE_CANCELED" })).toMatchObject({
      status: 200,
      body: { state: "STATE_CANCELED", version: 3 },
    });
    expect(
      await trpc("compta", "mutation", "purchaseOrder.updateState", { id, state: "STATE_PENDING" }),
    ).toMatchObject({ status: 400, message: VERSION_REQUIRED });
    expect((await historyOf("purchaseOrder", id)).map((row) => row.to)).toEqual([
      "STATE_FINISH",
      "STATE_CANCELED",
    ]);
  });
});
