import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type DbHandle,
  files,
  purchaseOrders,
  quotationExpenses,
  supplierInvoicePurchaseOrders,
  supplierInvoices,
  supplierPayments,
  suppliers,
} from "@tronc/db";
import { createTestDb } from "@tronc/db/testing";
import { toCents, toParisDate } from "@tronc/domain";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSessionUser } from "../../src/auth/session-user";
import { readStoredFile } from "../../src/files/file-store";
import { localFolderStorage } from "../../src/files/storage/local-folder";
import { type DemoCore, seedDemo } from "../../src/seed";
import { listPurchasesOfQuotation } from "../../src/services/proposals/purchases/views";

// The demo seeded here with a files directory of its own, as `pnpm start` seeds it with FILES_DIR.
let handle: DbHandle;
let filesDir: string;
let demo: DemoCore;
const now = new Date();
const today = toParisDate(now);
const year = today.slice(0, 4);

beforeAll(async () => {
  handle = await createTestDb();
  filesDir = mkdtempSync(join(tmpdir(), "tc-demo-files-test-"));
  demo = await seedDemo(handle.db, now, localFolderStorage(filesDir));
}, 120_000);
afterAll(async () => {
  await handle.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const readInvoices = () =>
  handle.db
    .select({
      id: supplierInvoices.id,
      invoiceNumber: supplierInvoices.invoiceNumber,
      state: supplierInvoices.state,
      amountCents: supplierInvoices.amountCents,
      amountTvaCents: supplierInvoices.amountTvaCents,
      amountLeftCents: supplierInvoices.amountLeftCents,
      invoiceAt: supplierInvoices.invoiceAt,
      invoiceReceivedAt: supplierInvoices.invoiceReceivedAt,
      fileId: supplierInvoices.fileId,
      supplier: suppliers.name,
      orderState: purchaseOrders.state,
      orderTtcCents: quotationExpenses.totalTtcCents,
      orderTvaCents: quotationExpenses.totalTvaCents,
      quotationId: quotationExpenses.quotationId,
      quotationExpenseId: quotationExpenses.id,
    })
    .from(supplierInvoices)
    .innerJoin(suppliers, eq(suppliers.id, supplierInvoices.supplierId))
    .innerJoin(
      supplierInvoicePurchaseOrders,
      eq(supplierInvoicePurchaseOrders.supplierInvoiceId, supplierInvoices.id),
    )
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, supplierInvoicePurchaseOrders.purchaseOrderId))
    .innerJoin(quotationExpenses, eq(quotationExpenses.id, purchaseOrders.quotationExpenseId))
    .orderBy(asc(supplierInvoices.id));

async function invoiceIn(state: "STATE_PENDING" | "STATE_PAID" | "STATE_ADVANCE") {
  const invoice = (await readInvoices()).find((row) => row.state === state);
  if (!invoice) throw new Error(`no demo supplier invoice in ${state}`);
  return invoice;
}

const paymentsOf = (invoiceId: number) =>
  handle.db
    .select()
    .from(supplierPayments)
    .where(eq(supplierPayments.supplierInvoiceId, invoiceId))
    .orderBy(asc(supplierPayments.id));

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

describe("the demo's purchasing", () => {
  it("has purchase orders in the four states", async () => {
    const states = await handle.db.select({ state: purchaseOrders.state }).from(purchaseOrders);
    expect(new Set(states.map((row) => row.state))).toEqual(
      new Set(["STATE_PENDING", "STATE_INVOICE", "STATE_FINISH", "STATE_CANCELED"]),
    );
  });

  it("has one supplier invoice in each state, each billing one order for its TTC and VAT", async () => {
    const rows = await readInvoices();
    expect(rows.map((row) => row.state).sort()).toEqual(["STATE_ADVANCE", "STATE_PAID", "STATE_PENDING"]);
    for (const row of rows) {
      expect(row.amountCents).toBe(row.orderTtcCents);
      expect(row.amountTvaCents).toBe(row.orderTvaCents);
    }
    // The paid one finished its order (confirmed); the others leave theirs 'Facturé'.
    expect((await invoiceIn("STATE_PAID")).orderState).toBe("STATE_FINISH");
    expect((await invoiceIn("STATE_PENDING")).orderState).toBe("STATE_INVOICE");
    expect((await invoiceIn("STATE_ADVANCE")).orderState).toBe("STATE_INVOICE");
  });

  it("leaves the pending invoice unpaid, its whole TTC left", async () => {
    const pending = await invoiceIn("STATE_PENDING");
    expect(await paymentsOf(pending.id)).toHaveLength(0);
    expect(pending.amountLeftCents).toBe(pending.amountCents);
  });

  it("settles the paid invoice with two payments: 355,60 = 106,68 (30 %) + 248,92", async () => {
    const paid = await invoiceIn("STATE_PAID");
    const payments = await paymentsOf(paid.id);
    // The first demo order (Traiteur Saveurs Lyonnaises): 321,00 HT + 34,60 VAT = 355,60 TTC.
    expect(paid).toMatchObject({
      amountCents: toCents(35_560),
      amountTvaCents: toCents(3_460),
      amountLeftCents: toCents(0),
    });
    expect(payments.map((payment) => payment.amountCents)).toEqual([10_668, 24_892]);
    expect(sum(payments.map((payment) => payment.amountCents))).toBe(paid.amountCents);
  });

  it("leaves the deposit invoice part paid: amount left = TTC − its payments", async () => {
    const deposit = await invoiceIn("STATE_ADVANCE");
    const paidCents = sum((await paymentsOf(deposit.id)).map((payment) => payment.amountCents));
    expect(paidCents).toBeGreaterThan(0);
    expect(deposit.amountLeftCents).toBe((deposit.amountCents ?? 0) - paidCents);
    // 91,60 TTC − 30,00 by cheque = 61,60.
    expect(deposit).toMatchObject({ amountCents: toCents(9_160), amountLeftCents: toCents(6_160) });
  });

  it("dates each invoice before or on its receipt, received by today, paid after", async () => {
    for (const invoice of await readInvoices()) {
      if (!invoice.invoiceAt || !invoice.invoiceReceivedAt) throw new Error("a demo invoice lacks its dates");
      expect(invoice.invoiceAt <= invoice.invoiceReceivedAt).toBe(true);
      expect(invoice.invoiceReceivedAt <= today).toBe(true);
      for (const payment of await paymentsOf(invoice.id))
        expect(payment.paidAt >= invoice.invoiceReceivedAt).toBe(true);
    }
  });

  it("attaches to each invoice a PDF stored as an upload, that names its supplier and number", async () => {
    for (const invoice of await readInvoices()) {
      if (invoice.fileId === null) throw new Error(`invoice ${invoice.invoiceNumber} has no PDF`);
      const [file] = await handle.db.select().from(files).where(eq(files.id, invoice.fileId));
      expect(file).toMatchObject({ mimeType: "application/pdf", uploadedById: demo.userIds.compta });
      const bytes = await readStoredFile(localFolderStorage(filesDir), invoice.fileId);
      if (!bytes) throw new Error(`the PDF of ${invoice.invoiceNumber} is not in FILES_DIR`);
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(file?.size).toBe(bytes.length);
      const text = execFileSync("pdftotext", ["-", "-"], { input: bytes }).toString("utf8");
      expect(text).toContain(`Facture ${invoice.supplier} n° ${invoice.invoiceNumber}`);
    }
  });

  it("shows the paid invoice's number on the purchase lines of its order: 'Payé · {number}'", async () => {
    const paid = await invoiceIn("STATE_PAID");
    expect(paid.invoiceNumber).toBe(`FA-${year}-0412`);
    const user = await loadSessionUser(handle.db, demo.userIds.chef);
    if (!user) throw new Error("no demo user chef");
    const purchases = await listPurchasesOfQuotation(
      { db: handle.db, user, now },
      { quotationId: paid.quotationId },
    );
    const purchase = purchases.find((row) => row.id === paid.quotationExpenseId);
    expect(purchase?.lines.length).toBeGreaterThan(0);
    for (const line of purchase?.lines ?? [])
      expect(line.supplierInvoice).toEqual({ id: paid.id, number: paid.invoiceNumber });
  });
});
