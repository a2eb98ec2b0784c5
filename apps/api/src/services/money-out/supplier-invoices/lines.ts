import { type DbOrTx, supplierInvoiceProducts, supplierInvoicePurchaseOrders } from "@tronc/db";
import {
  assertCanEditSupplierInvoice,
  domainError,
  formatMessage,
  parseLineName,
  parseLinePrice,
  parseLineQuantity,
  parseLineUnity,
  parseLineVatRate,
  type TypedNumber,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import { assertKnownVatRate } from "../../proposals/quotations/line-product";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { lineAmounts } from "../../shared/document-line-fields";
import { lockSupplierInvoice } from "./payments/rows";
import { touchSupplierInvoice } from "./rows";
import { loadSupplierInvoiceLines, type SupplierInvoiceLineView } from "./view";

/** The fields of /compta/supplier_invoice_products (spec §7: id, name, quantity, unitPrice, tva). */
export interface SupplierInvoiceLineFields {
  name?: string | null | undefined;
  quantity?: TypedNumber;
  /** Euros as typed ('12,50') or sent (12.5). */
  unitPrice?: TypedNumber;
  unity?: string | null | undefined;
  tva?: TypedNumber;
}

/** A new line: spec §9's defaults (quantity 1, unit price 0, VAT 20), overridden by what is sent. */
const NEW_LINE = { quantity: "1", unitPrice: "0", tva: "20", unity: "UNITY_UNITY" };

/** The link's invoice, locked (its lines change under it), or 404. */
async function lockLinkInvoice(tx: DbOrTx, linkId: number) {
  const [link] = await tx
    .select()
    .from(supplierInvoicePurchaseOrders)
    .where(eq(supplierInvoicePurchaseOrders.id, linkId));
  if (!link) throw domainError("SUPPLIER_INVOICE_LINK_NOT_FOUND", "notFound");
  return lockSupplierInvoice(tx, link.supplierInvoiceId);
}

/** The line, read again once its invoice is locked. */
export async function lockSupplierInvoiceLine(tx: DbOrTx, id: number) {
  const read = async () => {
    const [line] = await tx.select().from(supplierInvoiceProducts).where(eq(supplierInvoiceProducts.id, id));
    if (!line) throw domainError("SUPPLIER_INVOICE_LINE_NOT_FOUND", "notFound");
    return line;
  };
  const invoice = await lockLinkInvoice(tx, (await read()).supplierInvoicePurchaseOrderId);
  return { invoice, line: await read() };
}

export async function readSupplierInvoiceLine(db: DbOrTx, id: number): Promise<SupplierInvoiceLineView> {
  const [row] = await db
    .select({
      linkId: supplierInvoiceProducts.supplierInvoicePurchaseOrderId,
      invoiceId: supplierInvoicePurchaseOrders.supplierInvoiceId,
    })
    .from(supplierInvoiceProducts)
    .innerJoin(
      supplierInvoicePurchaseOrders,
      eq(supplierInvoicePurchaseOrders.id, supplierInvoiceProducts.supplierInvoicePurchaseOrderId),
    )
    .where(eq(supplierInvoiceProducts.id, id));
  const line = row
    ? (await loadSupplierInvoiceLines(db, [row.linkId], row.invoiceId)).find((l) => l.id === id)
    : undefined;
  if (!line) throw domainError("SUPPLIER_INVOICE_LINE_NOT_FOUND", "notFound");
  return line;
}

/** A line added by hand under a linked order, amounts computed by the domain (cents). */
export async function createSupplierInvoiceLine(
  ctx: ServiceContext,
  input: SupplierInvoiceLineFields & { supplierInvoicePurchaseOrderId: number },
): Promise<SupplierInvoiceLineView> {
  assertCanEditSupplierInvoice(ctx.user);
  const id = await inTransaction(ctx, async (txCtx) => {
    const { db: tx, now } = txCtx;
    const invoice = await lockLinkInvoice(tx, input.supplierInvoicePurchaseOrderId);
    const columns = {
      name: parseLineName(input.name ?? formatMessage("SUPPLIER_INVOICE_NEW_LINE_NAME")),
      quantity: parseLineQuantity(input.quantity ?? NEW_LINE.quantity),
      unitPriceCents: parseLinePrice(input.unitPrice ?? NEW_LINE.unitPrice),
      unity: parseLineUnity(input.unity ?? NEW_LINE.unity),
      vatRate: parseLineVatRate(input.tva ?? NEW_LINE.tva),
    };
    if (input.tva != null) await assertKnownVatRate(tx, columns.vatRate);
    const [row] = await tx
      .insert(supplierInvoiceProducts)
      .values({
        ...columns,
        ...lineAmounts({ ...columns, discountPercent: "0" }),
        supplierInvoicePurchaseOrderId: input.supplierInvoicePurchaseOrderId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: supplierInvoiceProducts.id });
    if (!row) throw new Error("supplier invoice line insert returned nothing");
    await touchSupplierInvoice(txCtx, invoice.id);
    return row.id;
  });
  return readSupplierInvoiceLine(ctx.db, id);
}

/** The line as the supplier invoiced it: absent fields keep their value; amounts recomputed. */
export async function updateSupplierInvoiceLine(
  ctx: ServiceContext,
  { id, ...input }: SupplierInvoiceLineFields & { id: number },
): Promise<SupplierInvoiceLineView> {
  assertCanEditSupplierInvoice(ctx.user);
  await inTransaction(ctx, async (txCtx) => {
    const { db: tx, now } = txCtx;
    const { invoice, line } = await lockSupplierInvoiceLine(tx, id);
    const columns = {
      name: input.name == null ? line.name : parseLineName(input.name),
      quantity: input.quantity == null ? line.quantity : parseLineQuantity(input.quantity),
      unitPriceCents: input.unitPrice == null ? line.unitPriceCents : parseLinePrice(input.unitPrice),
      unity: input.unity == null ? line.unity : parseLineUnity(input.unity),
      vatRate: input.tva == null ? line.vatRate : parseLineVatRate(input.tva),
    };
    if (input.tva != null) await assertKnownVatRate(tx, columns.vatRate);
    await tx
      .update(supplierInvoiceProducts)
      .set({ ...columns, ...lineAmounts({ ...columns, discountPercent: "0" }), updatedAt: now })
      .where(eq(supplierInvoiceProducts.id, id));
    await touchSupplierInvoice(txCtx, invoice.id);
  });
  return readSupplierInvoiceLine(ctx.db, id);
}

/** Removes a line (the web confirms first); its purchase line's paid mark is left as it is. */
export async function deleteSupplierInvoiceLine(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<{ id: number }> {
  assertCanEditSupplierInvoice(ctx.user);
  await inTransaction(ctx, async (txCtx) => {
    const { invoice } = await lockSupplierInvoiceLine(txCtx.db, id);
    await txCtx.db.delete(supplierInvoiceProducts).where(eq(supplierInvoiceProducts.id, id));
    await touchSupplierInvoice(txCtx, invoice.id);
  });
  return { id };
}
