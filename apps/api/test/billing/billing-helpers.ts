import { type Db, invoiceDeductions, invoiceLines, invoiceQuotations, invoices, quotations } from "@tronc/db";
import { asc, count, eq } from "drizzle-orm";

/** An invoice as billing wrote it, with its lines, quotation links and deductions. */
export async function readInvoice(db: Db, id: number) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!invoice) throw new Error(`no invoice ${id}`);
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.indexOrder), asc(invoiceLines.id));
  const links = await db.select().from(invoiceQuotations).where(eq(invoiceQuotations.invoiceId, id));
  const deducted = await db
    .select({ id: invoiceDeductions.deductedInvoiceId })
    .from(invoiceDeductions)
    .where(eq(invoiceDeductions.invoiceId, id));
  return { ...invoice, lines, links, deducted: deducted.map((row) => row.id) };
}

export async function quotationState(db: Db, id: number) {
  const [row] = await db.select({ state: quotations.state }).from(quotations).where(eq(quotations.id, id));
  return row?.state;
}

export async function invoiceCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(invoices);
  return row?.n ?? 0;
}
