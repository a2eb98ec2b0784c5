import { supplierInvoices } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supplierInvoiceModule } from "../../src/modules/money-out/supplier-invoices";
import { insertSupplier, plain } from "../catalogue/product-types-helpers";
import { createTestApp, type TestApp } from "../helpers";
import { versionOf } from "../versions-helpers";
import { insertPurchaseOrder } from "./money-out-fixtures";
import { completeFields, nextNumber, orderState, paidMarks, uploadInvoicePdf } from "./si-helpers";

let t: TestApp;
let issuer: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [supplierInvoiceModule] });
  issuer = t.demo.companyIds[0] ?? 0;
}, 60_000);
afterAll(() => t.close());

const rowCount = async () =>
  (await t.handle.db.select({ id: supplierInvoices.id }).from(supplierInvoices)).length;

describe("creating a supplier invoice", () => {
  it("with its PDF and every field: complete, 'En cours', its TTC left to pay", async () => {
    const compta = await t.caller("compta");
    const supplier = await insertSupplier(t, "Traiteur Durand");
    const fileId = await uploadInvoicePdf(t);
    const fields = completeFields(fileId);
    const invoice = await compta.supplierInvoice.create({
      supplierId: supplier.id,
      ...fields,
      comment: " Reçue ",
    });
    expect(invoice).toMatchObject({
      supplier: { id: supplier.id, name: "Traiteur Durand" },
      file: { id: fileId, filename: "piece.pdf", url: `/api/files/${fileId}` },
      state: "STATE_PENDING",
      invoiceNumber: fields.invoiceNumber,
      // 830,00 € TTC, 105,00 € VAT, in cents
      amountCents: toCents(83_000),
      amountTvaCents: toCents(10_500),
      amountLeftCents: toCents(83_000),
      paymentAt: "2026-12-20",
      invoiceReceivedAt: "2026-11-22",
      invoiceAt: "2026-11-20",
      comment: "Reçue",
      incomplete: false,
      orders: [],
      payments: [],
      createdBy: { id: t.demo.userIds.compta },
      canEdit: true,
    });
    // every signed-in user reads it, without the right to change it
    const user = await t.caller("user");
    expect(await user.supplierInvoice.get({ id: invoice.id })).toMatchObject({
      id: invoice.id,
      canEdit: false,
    });
  });

  it("reads amounts as payments do and keeps an invoice without PDF 'incomplete'", async () => {
    const compta = await t.caller("compta");
    const supplier = await insertSupplier(t, "Loueur Martin");
    const invoice = await compta.supplierInvoice.create({
      supplierId: supplier.id,
      amount: "1 234,56",
      amountTva: 205.76,
    });
    // '1 234,56' → 123 456 cents; 205.76 → 20 576 cents
    expect(invoice).toMatchObject({
      amountCents: toCents(123_456),
      amountTvaCents: toCents(20_576),
      amountLeftCents: toCents(123_456),
      file: null,
      invoiceNumber: null,
      incomplete: true,
    });
    const bare = await compta.supplierInvoice.create({ supplierId: supplier.id });
    // no TTC typed yet: nothing to pay
    expect(bare).toMatchObject({ amountCents: null, amountLeftCents: toCents(0), incomplete: true });
  });

  it("links the order it was opened from at creation (decision 6)", async () => {
    const compta = await t.caller("compta");
    const order = await insertPurchaseOrder(t, { issuerId: issuer });
    const invoice = await compta.supplierInvoice.create({
      supplierId: order.supplierId,
      purchaseOrderId: order.purchaseOrderId,
      ...completeFields(await uploadInvoicePdf(t)),
    });
    expect(invoice.orders).toHaveLength(1);
    expect(invoice.orders[0]?.purchaseOrder).toMatchObject({
      id: order.purchaseOrderId,
      state: "STATE_INVOICE",
    });
    expect(await orderState(t, order.purchaseOrderId)).toBe("STATE_INVOICE");
    expect(await paidMarks(t, order.expenseId)).toEqual([invoice.id, invoice.id]);
  });

  it("refuses, writing nothing, what the modal would refuse", async () => {
    const compta = await t.caller("compta");
    const supplier = await insertSupplier(t, "Imprimerie Petit");
    const fileId = await uploadInvoicePdf(t);
    const before = await rowCount();
    const refusal = async (input: Record<string, unknown>) => {
      try {
        await compta.supplierInvoice.create({ supplierId: supplier.id, ...input });
      } catch (error) {
        return (error as Error).message;
      }
      return "accepted";
    };
    expect(await refusal({ ...completeFields(fileId), invoiceAt: null })).toBe(
      "La date de facture est obligatoire une fois la facture fournisseur jointe",
    );
    expect(await refusal({ ...completeFields(fileId), paymentAt: "", invoiceReceivedAt: null })).toBe(
      "La date de paiement est obligatoire une fois la facture fournisseur jointe",
    );
    expect(await refusal({ ...completeFields(fileId), amountTva: undefined })).toBe(
      "Le montant de TVA est obligatoire une fois la facture fournisseur jointe",
    );
    expect(await refusal({ ...completeFields(fileId), amount: "huit cents" })).toBe(
      "Le montant TTC « huit cents » n'est pas un montant valide",
    );
    expect(await refusal({ ...completeFields(fileId), amount: "-830" })).toBe(
      "Le montant TTC ne peut pas être négatif",
    );
    // 830,01 of VAT on 830,00 TTC
    expect(plain(await refusal({ ...completeFields(fileId), amountTva: "830,01" }))).toBe(
      "Le montant de TVA (830,01 €) ne peut pas dépasser le montant TTC (830,00 €)",
    );
    expect(await refusal({ ...completeFields(fileId), invoiceAt: "2026-13-01" })).toBe(
      "La date de facture « 01/13/2026 » n'est pas une date valide",
    );
    expect(await refusal({ supplierId: null })).toBe("Choisissez le fournisseur de la facture");
    expect(await refusal({ supplierId: 999_999 })).toBe("Ce fournisseur est introuvable");
    expect(await rowCount()).toBe(before);
  });

  it("refuses the same number twice for one supplier, naming the invoice already there (decision 4)", async () => {
    const compta = await t.caller("compta");
    const supplier = await insertSupplier(t, "Fleurs Moreau");
    const other = await insertSupplier(t, "Fleurs Bernard");
    const number = nextNumber();
    const first = await compta.supplierInvoice.create({ supplierId: supplier.id, invoiceNumber: number });
    const [row] = await t.handle.db
      .select({ createdAt: supplierInvoices.createdAt })
      .from(supplierInvoices)
      .where(eq(supplierInvoices.id, first.id));
    const day = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris" }).format(row?.createdAt);
    const spaced = ` ${number.toLowerCase().replace("-si-", "-si -")} `;
    await expect(
      compta.supplierInvoice.create({ supplierId: supplier.id, invoiceNumber: spaced }),
    ).rejects.toThrow(`Le fournisseur Fleurs Moreau a déjà une facture n° ${number} (enregistrée le ${day})`);
    // another supplier may use it
    await expect(
      compta.supplierInvoice.create({ supplierId: other.id, invoiceNumber: number }),
    ).resolves.toMatchObject({ invoiceNumber: number });
    // an edit to a taken number is refused the same way
    const second = await compta.supplierInvoice.create({ supplierId: supplier.id });
    await expect(
      compta.supplierInvoice.update({
        id: second.id,
        version: await versionOf(compta.supplierInvoice, second.id),
        invoiceNumber: number,
      }),
    ).rejects.toThrow("a déjà une facture n°");
    // its own number again is no conflict
    await expect(
      compta.supplierInvoice.update({
        id: first.id,
        version: await versionOf(compta.supplierInvoice, first.id),
        invoiceNumber: number,
      }),
    ).resolves.toBeTruthy();
  });

  it("is for accounting and super admins: 403 in French for anyone else", async () => {
    const supplier = await insertSupplier(t, "Fournisseur Interdit");
    const before = await rowCount();
    for (const who of ["user", "chef"] as const) {
      const caller = await t.caller(who);
      await expect(caller.supplierInvoice.create({ supplierId: supplier.id })).rejects.toMatchObject({
        code: "FORBIDDEN",
        message: "Seule la comptabilité peut enregistrer, modifier ou supprimer une facture fournisseur",
      });
    }
    expect(await rowCount()).toBe(before);
    const admin = await t.caller("admin");
    await expect(admin.supplierInvoice.create({ supplierId: supplier.id })).resolves.toMatchObject({
      canEdit: true,
    });
  });
});
