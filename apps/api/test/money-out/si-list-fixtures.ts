import {
  type Db,
  files,
  supplierInvoiceProducts,
  supplierInvoicePurchaseOrders,
  supplierInvoices,
} from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { normalizeSearchText, type SupplierInvoiceState, toCents } from "@tronc/domain";
import { insertSupplier } from "../catalogue/product-types-helpers";
import type { TestApp } from "../helpers";
import { insertPurchaseOrder } from "./money-out-fixtures";

export interface SupplierInvoiceRow {
  supplierId: number;
  supplierName: string;
  state?: SupplierInvoiceState;
  invoiceNumber?: string | null;
  amountCents?: Cents | null;
  amountTvaCents?: Cents | null;
  amountLeftCents?: Cents;
  paymentAt?: string | null;
  invoiceReceivedAt?: string | null;
  invoiceAt?: string | null;
  withFile?: boolean;
  orderReferences?: string[];
  createdAt?: string;
}

async function insertFile(db: Db, filename: string): Promise<number> {
  const [file] = await db
    .insert(files)
    .values({ filename, mimeType: "application/pdf", size: 1_024 })
    .returning({ id: files.id });
  if (!file) throw new Error("file not inserted");
  return file.id;
}

/**
 * A supplier invoice written straight to the table, its search text as the edit services write it
 * (number, supplier name, linked order references, lower case and without accents).
 */
export async function insertSupplierInvoice(db: Db, row: SupplierInvoiceRow): Promise<number> {
  const invoiceNumber = row.invoiceNumber ?? null;
  const fileId = row.withFile ? await insertFile(db, `${invoiceNumber ?? "facture"}.pdf`) : null;
  const cents = (value: number | null | undefined) => (value == null ? null : toCents(value));
  const [inserted] = await db
    .insert(supplierInvoices)
    .values({
      supplierId: row.supplierId,
      fileId,
      state: row.state ?? "STATE_PENDING",
      invoiceNumber,
      invoiceNumberKey: invoiceNumber ? invoiceNumber.toUpperCase().replace(/\s+/g, "") : null,
      amountCents: cents(row.amountCents),
      amountTvaCents: cents(row.amountTvaCents),
      amountLeftCents: toCents(row.amountLeftCents ?? row.amountCents ?? 0),
      paymentAt: row.paymentAt ?? null,
      invoiceReceivedAt: row.invoiceReceivedAt ?? null,
      invoiceAt: row.invoiceAt ?? null,
      searchText: normalizeSearchText(
        [invoiceNumber ?? "", row.supplierName, ...(row.orderReferences ?? [])].join(" "),
      ),
      ...(row.createdAt ? { createdAt: new Date(row.createdAt) } : {}),
    })
    .returning({ id: supplierInvoices.id });
  if (!inserted) throw new Error("supplier invoice not inserted");
  return inserted.id;
}

/** Links an order to an invoice with the lines the supplier billed (name, quantity, unit price, VAT %). */
export async function linkOrderWithLines(
  db: Db,
  supplierInvoiceId: number,
  purchaseOrderId: number,
  lines: { name: string; quantity: string; unitPriceCents: Cents; vatRate: string }[],
) {
  const [link] = await db
    .insert(supplierInvoicePurchaseOrders)
    .values({ supplierInvoiceId, purchaseOrderId })
    .returning({ id: supplierInvoicePurchaseOrders.id });
  if (!link) throw new Error("link not inserted");
  for (const line of lines) {
    const total = toCents(Math.round(Number(line.quantity) * line.unitPriceCents));
    await db.insert(supplierInvoiceProducts).values({
      supplierInvoicePurchaseOrderId: link.id,
      name: line.name,
      quantity: line.quantity,
      unitPriceCents: toCents(line.unitPriceCents),
      vatRate: line.vatRate,
      baseHtCents: total,
      totalHtCents: total,
    });
  }
}

/**
 * Four supplier invoices of two suppliers named after `code` (so `q: code` finds them all), oldest
 * created first, worked by hand:
 * - complete (pending) 'F-{code}-1001' of Traiteur: TTC 1 200,00, VAT 200,00, nothing paid, dated 2026-03-10,
 *   due 2026-04-10;
 * - draft (pending) of Traiteur: nothing typed, no file ('Sans numéro', incomplete), no date;
 * - paid 'F-{code}-1002' of Traiteur: TTC 830,00, VAT 105,00, 0 left, dated 2026-04-15, bills the order
 *   (its three lines: 40 × 10,00 at 10 %, 2 × 150,00 at 20 %, the fee 1 × 25,00 at 20 % = 725,00 HT);
 * - advance 'AC-{code}-77' of Location: TTC 500,00, VAT 83,33, 200,00 paid → 300,00 left, dated 2026-05-20.
 * Pending: 2 invoices, VAT 200,00, TTC 1 200,00. Every state: 4, VAT 200 + 105 + 83,33 = 388,33,
 * TTC 1 200 + 830 + 500 = 2 530,00, left 1 200 + 0 + 0 + 300 = 1 500,00.
 */
export async function insertSupplierInvoiceListScenario(t: TestApp, code: string) {
  const db = t.handle.db;
  const traiteur = await insertSupplier(t, `Traiteur ${code}`);
  const location = await insertSupplier(t, `Location ${code}`);
  const order = await insertPurchaseOrder(t, {
    issuerId: t.demo.companyIds[0] ?? 0,
    supplierId: traiteur.id,
    state: "STATE_FINISH",
  });
  const complete = await insertSupplierInvoice(db, {
    supplierId: traiteur.id,
    supplierName: traiteur.name,
    invoiceNumber: `F-${code}-1001`,
    amountCents: toCents(120_000),
    amountTvaCents: toCents(20_000),
    paymentAt: "2026-04-10",
    invoiceReceivedAt: "2026-03-12",
    invoiceAt: "2026-03-10",
    withFile: true,
    createdAt: "2026-03-12T09:00:00Z",
  });
  const draft = await insertSupplierInvoice(db, {
    supplierId: traiteur.id,
    supplierName: traiteur.name,
    createdAt: "2026-03-20T09:00:00Z",
  });
  const paid = await insertSupplierInvoice(db, {
    supplierId: traiteur.id,
    supplierName: traiteur.name,
    state: "STATE_PAID",
    invoiceNumber: `F-${code}-1002`,
    amountCents: toCents(83_000),
    amountTvaCents: toCents(10_500),
    amountLeftCents: toCents(0),
    paymentAt: "2026-05-15",
    invoiceReceivedAt: "2026-04-16",
    invoiceAt: "2026-04-15",
    withFile: true,
    orderReferences: [order.reference],
    createdAt: "2026-04-16T09:00:00Z",
  });
  await linkOrderWithLines(db, paid, order.purchaseOrderId, [
    { name: "Repas traiteur", quantity: "40", unitPriceCents: toCents(1_000), vatRate: "10" },
    { name: "Location de tables", quantity: "2", unitPriceCents: toCents(15_000), vatRate: "20" },
    { name: "Livraison", quantity: "1", unitPriceCents: toCents(2_500), vatRate: "20" },
  ]);
  const advance = await insertSupplierInvoice(db, {
    supplierId: location.id,
    supplierName: location.name,
    state: "STATE_ADVANCE",
    invoiceNumber: `AC-${code}-77`,
    amountCents: toCents(50_000),
    amountTvaCents: toCents(8_333),
    amountLeftCents: toCents(30_000),
    paymentAt: "2026-06-20",
    invoiceReceivedAt: "2026-05-21",
    invoiceAt: "2026-05-20",
    withFile: true,
    createdAt: "2026-05-21T09:00:00Z",
  });
  return { traiteur, location, order, complete, draft, paid, advance };
}
