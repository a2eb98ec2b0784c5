import { type DbOrTx, supplierInvoices, suppliers } from "@tronc/db";
import { domainError, supplierInvoiceDayFr, supplierInvoiceNumberKey, toParisDate } from "@tronc/domain";
import { and, eq, ne } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";
import { isUniqueViolation } from "../../shared/unique-violation";
import { bumpVersion, type VersionedEntity } from "../../shared/versioned-update";

/** The supplier invoice as a versioned record: 'Cette facture fournisseur', 'supplierInvoice' in the audit log. */
export const SUPPLIER_INVOICE_RECORD: VersionedEntity<typeof supplierInvoices> = {
  table: supplierInvoices,
  kind: "supplier-invoice",
  audit: "supplierInvoice",
};

/** Its orders or lines changed: the invoice's version, last change and author move with them. */
export async function touchSupplierInvoice(ctx: ServiceContext, id: number): Promise<void> {
  await bumpVersion(ctx, SUPPLIER_INVOICE_RECORD, id);
}

export type SupplierInvoiceRow = typeof supplierInvoices.$inferSelect;

export async function findSupplierInvoice(db: DbOrTx, id: number): Promise<SupplierInvoiceRow> {
  const [row] = await db.select().from(supplierInvoices).where(eq(supplierInvoices.id, id));
  if (!row) throw domainError("SUPPLIER_INVOICE_NOT_FOUND", "notFound");
  return row;
}

export async function findSupplier(db: DbOrTx, supplierId: number): Promise<{ id: number; name: string }> {
  const [row] = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  if (!row) throw domainError("SUPPLIER_INVOICE_SUPPLIER_NOT_FOUND", "notFound", {}, { field: "supplierId" });
  return row;
}

/**
 * Decision 4: one number per supplier, compared upper-case without spaces; the refusal names the
 * invoice already recorded with it.
 */
export async function assertInvoiceNumberFree(
  db: DbOrTx,
  invoice: { supplierId: number; invoiceNumber: string | null; exceptId: number | null },
): Promise<void> {
  if (invoice.invoiceNumber === null) return;
  const [taken] = await db
    .select({
      invoiceNumber: supplierInvoices.invoiceNumber,
      createdAt: supplierInvoices.createdAt,
      supplierName: suppliers.name,
    })
    .from(supplierInvoices)
    .innerJoin(suppliers, eq(suppliers.id, supplierInvoices.supplierId))
    .where(
      and(
        eq(supplierInvoices.supplierId, invoice.supplierId),
        eq(supplierInvoices.invoiceNumberKey, supplierInvoiceNumberKey(invoice.invoiceNumber)),
        invoice.exceptId === null ? undefined : ne(supplierInvoices.id, invoice.exceptId),
      ),
    );
  if (!taken) return;
  throw domainError(
    "SUPPLIER_INVOICE_NUMBER_TAKEN",
    "conflict",
    {
      supplier: taken.supplierName,
      number: taken.invoiceNumber ?? invoice.invoiceNumber,
      date: supplierInvoiceDayFr(toParisDate(taken.createdAt)),
    },
    { field: "invoiceNumber" },
  );
}

/**
 * Runs a write that may store a number; when another request stored the same number meanwhile (the
 * unique index refuses it), answers with decision 4's sentence instead of a database error.
 */
export async function withNumberGuard<T>(
  db: DbOrTx,
  invoice: { supplierId: number; invoiceNumber: string | null; exceptId: number | null },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) await assertInvoiceNumberFree(db, invoice);
    throw error;
  }
}
