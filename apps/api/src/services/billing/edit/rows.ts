import { type DbOrTx, invoices } from "@tronc/db";
import { domainError } from "@tronc/domain";
import { eq } from "drizzle-orm";
import type { VersionedEntity } from "../../shared/versioned-update";

/** The invoice as a versioned record: 'Cette facture', 'invoice' in the audit log. */
export const INVOICE_RECORD: VersionedEntity<typeof invoices> = {
  table: invoices,
  kind: "invoice",
  audit: "invoice",
};

export type InvoiceRow = typeof invoices.$inferSelect;

/** Reads an invoice (404 when there is none). */
export async function findInvoice(db: DbOrTx, id: number): Promise<InvoiceRow> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw domainError("INVOICE_NOT_FOUND", "notFound");
  return row;
}

/** Reads and locks an invoice until the transaction ends: its changes happen one at a time. */
export async function lockInvoice(tx: DbOrTx, id: number): Promise<InvoiceRow> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
  if (!row) throw domainError("INVOICE_NOT_FOUND", "notFound");
  return row;
}

/** numeric columns read as '2.500': views say '2.5'. */
export function trimZeros(value: string): string {
  return value.includes(".") ? value.replace(/\.?0+$/, "") : value;
}
