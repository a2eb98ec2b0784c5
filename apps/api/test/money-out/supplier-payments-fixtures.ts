import { auditLog, files, supplierInvoices, supplierPayments } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { type SupplierInvoiceState, toCents } from "@tronc/domain";
import { and, asc, eq } from "drizzle-orm";
import { insertSupplier } from "../catalogue/product-types-helpers";
import type { TestApp } from "../helpers";

let serial = 0;

/**
 * A supplier invoice written straight to its table (P3's create is not needed): TTC `amountCents`
 * (830,00 by default, VAT 105,00 — the order fixture's figures), nothing paid, so all of it left.
 */
export async function insertSupplierInvoice(
  t: TestApp,
  options: {
    supplierId?: number;
    amountCents?: Cents | null;
    state?: SupplierInvoiceState;
    /** A PDF row (its bytes are not stored: enough to show and remove it). */
    withFile?: boolean;
    /** 'Date de paiement' (31/12/2026 unless told; null: not typed). */
    paymentAt?: string | null;
  } = {},
) {
  serial += 1;
  const supplierId = options.supplierId ?? (await insertSupplier(t, `Fournisseur payé ${serial}`)).id;
  const amountCents = options.amountCents === undefined ? 83_000 : options.amountCents;
  const number = `FF-PAY-${serial}`;
  const [file] = options.withFile
    ? await t.handle.db
        .insert(files)
        .values({ filename: `${number}.pdf`, mimeType: "application/pdf", size: 1_024 })
        .returning({ id: files.id })
    : [];
  const [row] = await t.handle.db
    .insert(supplierInvoices)
    .values({
      supplierId,
      fileId: file?.id ?? null,
      state: options.state ?? "STATE_PENDING",
      invoiceNumber: number,
      invoiceNumberKey: number,
      amountCents: amountCents === null ? null : toCents(amountCents),
      amountTvaCents: amountCents === null ? null : toCents(10_500),
      paymentAt: options.paymentAt === undefined ? "2026-12-31" : options.paymentAt,
      invoiceReceivedAt: "2026-11-20",
      invoiceAt: "2026-11-18",
      amountLeftCents: toCents(amountCents ?? 0),
    })
    .returning({ id: supplierInvoices.id });
  if (!row) throw new Error("supplier invoice not inserted");
  return { supplierInvoiceId: row.id, supplierId };
}

/** What the invoice carries: amount left and state. */
export async function supplierInvoiceState(t: TestApp, id: number) {
  const [row] = await t.handle.db
    .select({ amountLeftCents: supplierInvoices.amountLeftCents, state: supplierInvoices.state })
    .from(supplierInvoices)
    .where(eq(supplierInvoices.id, id));
  return row;
}

export async function supplierPaymentRows(t: TestApp, supplierInvoiceId: number) {
  return t.handle.db
    .select()
    .from(supplierPayments)
    .where(eq(supplierPayments.supplierInvoiceId, supplierInvoiceId))
    .orderBy(asc(supplierPayments.id));
}

/** The audited state moves of a supplier invoice, oldest first. */
export async function supplierInvoiceStateChanges(t: TestApp, id: number) {
  const rows = await t.handle.db
    .select({ from: auditLog.fromValue, to: auditLog.toValue })
    .from(auditLog)
    .where(
      and(eq(auditLog.entityType, "supplierInvoice"), eq(auditLog.entityId, id), eq(auditLog.field, "state")),
    )
    .orderBy(asc(auditLog.id));
  return rows.map((row) => `${row.from} → ${row.to}`);
}
