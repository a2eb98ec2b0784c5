import { readdirSync } from "node:fs";
import { purchaseOrders, quotationSupplierProducts, supplierPayments } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { toCents } from "@tronc/domain";
import { asc, eq } from "drizzle-orm";
import { PDF, uploadedId } from "../files-helpers";
import type { DemoUser, TestApp } from "../helpers";

export const SI_PDF_PATH = "/compta/supplier-invoice/pdf";

/** A PDF uploaded the way the creation modal sends it; its file id. */
export const uploadInvoicePdf = (t: TestApp, who: DemoUser = "compta") =>
  uploadedId(t, who, SI_PDF_PATH, PDF);

let serial = 0;
/** A fresh invoice number of these tests' own series. */
export const nextNumber = () => `FF-SI-${String(++serial).padStart(4, "0")}`;

/** Every field of the modal, as typed: TTC 830,00 with 105,00 of VAT (the fixture order's totals). */
export const completeFields = (fileId: number) => ({
  fileId,
  invoiceNumber: nextNumber(),
  amount: "830,00",
  amountTva: "105,00",
  paymentAt: "2026-12-20",
  invoiceReceivedAt: "2026-11-22",
  invoiceAt: "2026-11-20",
});

export async function orderState(t: TestApp, purchaseOrderId: number) {
  const [row] = await t.handle.db
    .select({ state: purchaseOrders.state })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, purchaseOrderId));
  return row?.state;
}

/** Which invoice marks each purchase line of the purchase paid, in line order. */
export async function paidMarks(t: TestApp, expenseId: number) {
  const rows = await t.handle.db
    .select({ paidBy: quotationSupplierProducts.paidBySupplierInvoiceId })
    .from(quotationSupplierProducts)
    .where(eq(quotationSupplierProducts.quotationExpenseId, expenseId))
    .orderBy(asc(quotationSupplierProducts.id));
  return rows.map((row) => row.paidBy);
}

/** A supplier payment written straight to the table (payments are helper P5's). */
export async function insertSupplierPayment(t: TestApp, supplierInvoiceId: number, amountCents: Cents) {
  await t.handle.db.insert(supplierPayments).values({
    supplierInvoiceId,
    amountCents: toCents(amountCents),
    paymentType: "TYPE_ADVANCE",
    paymentMode: "MODE_BANK_TRANSFER",
    paidAt: "2026-11-25",
  });
}

/** The stored files' names on disk. */
export const filesOnDisk = (t: TestApp) => readdirSync(t.filesDir).sort();
