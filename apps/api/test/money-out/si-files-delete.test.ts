import { files, purchaseOrders, supplierInvoices } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supplierInvoiceModule } from "../../src/modules/money-out/supplier-invoices";
import { insertSupplier, plain } from "../catalogue/product-types-helpers";
import { PDF, PNG, uploadAs } from "../files-helpers";
import { createTestApp, type TestApp } from "../helpers";
import { versionOf } from "../versions-helpers";
import { insertPurchaseOrder } from "./money-out-fixtures";
import {
  completeFields,
  filesOnDisk,
  insertSupplierPayment,
  orderState,
  paidMarks,
  SI_PDF_PATH,
  uploadInvoicePdf,
} from "./si-helpers";

let t: TestApp;
let issuer: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [supplierInvoiceModule] });
  issuer = t.demo.companyIds[0] ?? 0;
}, 60_000);
afterAll(() => t.close());

const fileRow = async (id: number) => (await t.handle.db.select().from(files).where(eq(files.id, id)))[0];

describe("the supplier invoice PDF (decision 5)", () => {
  it("POST /compta/supplier-invoice/pdf answers {idFile} for a PDF", async () => {
    const response = await uploadAs(t, await t.login("compta"), SI_PDF_PATH, {
      filename: "facture.pdf",
      type: "application/pdf",
      bytes: PDF,
    });
    expect(response.statusCode).toBe(201);
    const { idFile } = response.json() as { idFile: number };
    expect(filesOnDisk(t)).toContain(String(idFile));
  });

  it("refuses what is not a PDF and what is over the cap, leaving no file on disk", async () => {
    const cookie = await t.login("compta");
    const before = filesOnDisk(t);
    const png = await uploadAs(t, cookie, SI_PDF_PATH, {
      filename: "facture.pdf",
      type: "application/pdf",
      bytes: PNG,
    });
    expect(png.statusCode).toBe(415);
    expect(png.json()["hydra:description"]).toBe("Le fichier doit être un PDF.");
    // the test server's cap is 1 Mo: a PDF one byte over it
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 1 - PDF.length, 0x20)]);
    const tooBig = await uploadAs(t, cookie, SI_PDF_PATH, {
      filename: "gros.pdf",
      type: "application/pdf",
      bytes: big,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()["hydra:description"]).toBe(
      "Le fichier dépasse la taille maximale autorisée (1 Mo).",
    );
    expect(filesOnDisk(t)).toEqual(before);
  });

  it("attaching refuses a file that is not a PDF; removing deletes the row and the stored bytes", async () => {
    const compta = await t.caller("compta");
    const supplier = await insertSupplier(t, "Papeterie Garnier");
    const invoice = await compta.supplierInvoice.create({ supplierId: supplier.id });
    const pngResponse = await uploadAs(t, await t.login("compta"), "/api/files", {
      filename: "photo.png",
      type: "image/png",
      bytes: PNG,
    });
    const pngId = (pngResponse.json() as { idFile: number }).idFile;
    await expect(compta.supplierInvoice.attachFile({ id: invoice.id, fileId: pngId })).rejects.toThrow(
      "La facture fournisseur jointe doit être un PDF",
    );
    const pdfId = await uploadInvoicePdf(t);
    const attached = await compta.supplierInvoice.attachFile({ id: invoice.id, fileId: pdfId });
    // attached without its fields: still incomplete ('Informations manquantes, en cours de rédaction')
    expect(attached).toMatchObject({ file: { id: pdfId }, incomplete: true });
    // with the PDF there, emptying a typed field is refused
    await compta.supplierInvoice.update({
      id: invoice.id,
      version: await versionOf(compta.supplierInvoice, invoice.id),
      invoiceNumber: "PG-1",
    });
    await expect(
      compta.supplierInvoice.update({
        id: invoice.id,
        version: await versionOf(compta.supplierInvoice, invoice.id),
        invoiceNumber: "",
      }),
    ).rejects.toThrow("Le numéro de facture est obligatoire une fois la facture fournisseur jointe");
    // replacing the PDF deletes the old one
    const nextPdf = await uploadInvoicePdf(t);
    await compta.supplierInvoice.attachFile({ id: invoice.id, fileId: nextPdf });
    expect(await fileRow(pdfId)).toBeUndefined();
    expect(filesOnDisk(t)).not.toContain(String(pdfId));
    const removed = await compta.supplierInvoice.removeFile({ id: invoice.id });
    expect(removed).toMatchObject({ file: null, incomplete: true });
    expect(await fileRow(nextPdf)).toBeUndefined();
    expect(filesOnDisk(t)).not.toContain(String(nextPdf));
  });

  it("another user's upload cannot be attached (404 as for an unknown file)", async () => {
    const compta = await t.caller("compta");
    const supplier = await insertSupplier(t, "Fournisseur Méfiant");
    const othersPdf = await uploadInvoicePdf(t, "user");
    await expect(
      compta.supplierInvoice.create({ supplierId: supplier.id, ...completeFields(othersPdf) }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("editing and deleting a supplier invoice", () => {
  it("a new TTC settles the invoice again: amount left = TTC − payments", async () => {
    const compta = await t.caller("compta");
    const supplier = await insertSupplier(t, "Sono Lambert");
    const invoice = await compta.supplierInvoice.create({
      supplierId: supplier.id,
      ...completeFields(await uploadInvoicePdf(t)),
    });
    await insertSupplierPayment(t, invoice.id, toCents(30_000));
    // 1 000,00 TTC − 300,00 paid = 700,00 left
    const edited = await compta.supplierInvoice.update({
      id: invoice.id,
      version: await versionOf(compta.supplierInvoice, invoice.id),
      amount: "1 000,00",
      amountTva: "166,67",
    });
    expect(edited).toMatchObject({
      amountCents: toCents(100_000),
      amountTvaCents: toCents(16_667),
      amountLeftCents: toCents(70_000),
      state: "STATE_ADVANCE",
    });
    const refused = await compta.supplierInvoice
      .update({ id: invoice.id, version: edited.version, amountTva: "1 000,01" })
      .catch((e: Error) => e.message);
    expect(plain(String(refused))).toBe(
      "Le montant de TVA (1 000,01 €) ne peut pas dépasser le montant TTC (1 000,00 €)",
    );
    // the state set by hand, as the form allows
    expect(
      await compta.supplierInvoice.update({
        id: invoice.id,
        version: await versionOf(compta.supplierInvoice, invoice.id),
        state: "STATE_PAID",
        comment: "Vu",
      }),
    ).toMatchObject({
      state: "STATE_PAID",
      comment: "Vu",
      amountLeftCents: toCents(70_000),
    });
  });

  it("is refused while payments exist", async () => {
    const compta = await t.caller("compta");
    const supplier = await insertSupplier(t, "Traiteur Payé");
    const invoice = await compta.supplierInvoice.create({ supplierId: supplier.id, amount: "100" });
    await insertSupplierPayment(t, invoice.id, toCents(5_000));
    await expect(compta.supplierInvoice.delete({ id: invoice.id })).rejects.toThrow(
      "Cette facture fournisseur a des paiements : supprimez-les avant de supprimer la facture",
    );
    expect(await compta.supplierInvoice.get({ id: invoice.id })).toMatchObject({ id: invoice.id });
  });

  it("unlinks its orders (back to pending, marks cleared) and deletes its PDF", async () => {
    const compta = await t.caller("compta");
    const order = await insertPurchaseOrder(t, { issuerId: issuer });
    const pdf = await uploadInvoicePdf(t);
    const invoice = await compta.supplierInvoice.create({
      supplierId: order.supplierId,
      purchaseOrderId: order.purchaseOrderId,
      ...completeFields(pdf),
    });
    expect(await orderState(t, order.purchaseOrderId)).toBe("STATE_INVOICE");
    expect(await compta.supplierInvoice.delete({ id: invoice.id })).toEqual({ id: invoice.id });
    expect(
      await t.handle.db.select().from(supplierInvoices).where(eq(supplierInvoices.id, invoice.id)),
    ).toEqual([]);
    expect(await orderState(t, order.purchaseOrderId)).toBe("STATE_PENDING");
    expect(await paidMarks(t, order.expenseId)).toEqual([null, null]);
    expect(await fileRow(pdf)).toBeUndefined();
    expect(filesOnDisk(t)).not.toContain(String(pdf));
    const [stillThere] = await t.handle.db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, order.purchaseOrderId));
    expect(stillThere?.reference).toBe(order.reference);
    await expect(compta.supplierInvoice.get({ id: invoice.id })).rejects.toThrow(
      "Cette facture fournisseur est introuvable",
    );
  });
});
