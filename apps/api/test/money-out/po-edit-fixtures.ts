import {
  projects,
  purchaseOrders,
  supplierInvoiceProducts,
  supplierInvoicePurchaseOrders,
  supplierInvoices,
} from "@tronc/db";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import type { TestApp } from "../helpers";

let serial = 0;

/**
 * A supplier invoice billed on an order, written straight to the tables (P3's linking is not needed):
 * TTC 830,00 (VAT 105,00), linked to the order with the two lines the supplier invoiced.
 */
export async function insertBilledInvoice(
  t: TestApp,
  options: { purchaseOrderId: number; supplierId: number; number?: string },
) {
  serial += 1;
  const number = options.number ?? `FF-PO-${serial}`;
  const db = t.handle.db;
  const [invoice] = await db
    .insert(supplierInvoices)
    .values({
      supplierId: options.supplierId,
      invoiceNumber: number,
      invoiceNumberKey: number.toUpperCase(),
      amountCents: toCents(83_000),
      amountTvaCents: toCents(10_500),
      invoiceAt: "2026-11-18",
      amountLeftCents: toCents(83_000),
    })
    .returning({ id: supplierInvoices.id });
  if (!invoice) throw new Error("supplier invoice not inserted");
  const [link] = await db
    .insert(supplierInvoicePurchaseOrders)
    .values({ supplierInvoiceId: invoice.id, purchaseOrderId: options.purchaseOrderId })
    .returning({ id: supplierInvoicePurchaseOrders.id });
  if (!link) throw new Error("link not inserted");
  // 40 × 10,00 = 400,00 HT at 10 %; 2 × 150,00 = 300,00 HT at 20 %.
  await db.insert(supplierInvoiceProducts).values([
    {
      supplierInvoicePurchaseOrderId: link.id,
      name: "Repas traiteur",
      quantity: "40",
      unitPriceCents: toCents(1_000),
      vatRate: "10",
      baseHtCents: toCents(40_000),
      totalHtCents: toCents(40_000),
    },
    {
      supplierInvoicePurchaseOrderId: link.id,
      name: "Location de tables",
      quantity: "2",
      unitPriceCents: toCents(15_000),
      vatRate: "20",
      baseHtCents: toCents(30_000),
      totalHtCents: toCents(30_000),
    },
  ]);
  return { supplierInvoiceId: invoice.id, linkId: link.id, number };
}

/** Gives the order a project (with a delivery date) as the generation does. */
export async function giveProject(
  t: TestApp,
  purchaseOrderId: number,
  project: { name: string; deliveryDate: string | null },
) {
  const [row] = await t.handle.db.insert(projects).values(project).returning({ id: projects.id });
  if (!row) throw new Error("project not inserted");
  await t.handle.db
    .update(purchaseOrders)
    .set({ projectId: row.id })
    .where(eq(purchaseOrders.id, purchaseOrderId));
  return row.id;
}
