import { credits, type DbOrTx, invoices } from "@tronc/db";
import { domainError } from "@tronc/domain";
import { eq } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";
import { bumpVersion, type VersionedEntity } from "../../shared/versioned-update";

/** The credit note as a versioned record: 'Cet avoir', 'credit' in the audit log. */
export const CREDIT_RECORD: VersionedEntity<typeof credits> = {
  table: credits,
  kind: "credit-note",
  audit: "credit",
};

export type CreditRow = typeof credits.$inferSelect;
export type CorrectedInvoiceRow = typeof invoices.$inferSelect;

/** Reads a credit note (404 when there is none). */
export async function findCredit(db: DbOrTx, id: number): Promise<CreditRow> {
  const [row] = await db.select().from(credits).where(eq(credits.id, id));
  if (!row) throw domainError("CREDIT_NOT_FOUND", "notFound");
  return row;
}

/**
 * Locks a credit note until the transaction ends, after the invoice it corrects: always the invoice
 * first, then the credit (the order payments take too), so two changes never wait on each other in a
 * cycle. The invoice row is what keeps two drafts on it from passing its TTC together.
 */
export async function lockCredit(
  tx: DbOrTx,
  id: number,
): Promise<{ credit: CreditRow; invoice: CorrectedInvoiceRow | null }> {
  // invoiceId never changes once written, so it is safe to read it before taking the locks.
  const { invoiceId } = await findCredit(tx, id);
  const invoice = invoiceId === null ? null : await lockCorrectedInvoice(tx, invoiceId);
  const [credit] = await tx.select().from(credits).where(eq(credits.id, id)).for("update");
  if (!credit) throw domainError("CREDIT_NOT_FOUND", "notFound");
  return { credit, invoice };
}

export async function lockCorrectedInvoice(tx: DbOrTx, invoiceId: number): Promise<CorrectedInvoiceRow> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
  if (!row) throw domainError("INVOICE_NOT_FOUND", "notFound");
  return row;
}

/** Its lines replaced: the credit's version, last change and author move with them. */
export async function touchCredit(ctx: ServiceContext, id: number): Promise<void> {
  await bumpVersion(ctx, CREDIT_RECORD, id);
}

/** numeric columns read as '2.500': views say '2.5'. */
export function trimZeros(value: string): string {
  return value.includes(".") ? value.replace(/\.?0+$/, "") : value;
}
