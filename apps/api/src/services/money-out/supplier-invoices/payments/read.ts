import { supplierInvoices, supplierPayments } from "@tronc/db";
import { domainError } from "@tronc/domain";
import { eq } from "drizzle-orm";
import type { ServiceContext } from "../../../shared/context";
import type { SupplierPaymentView } from "../view";
import { loadSupplierPayment, loadSupplierPayments } from "./load";

/** The payments of a supplier invoice (404 for an unknown invoice). */
export async function supplierPaymentsByInvoice(
  ctx: ServiceContext,
  { supplierInvoiceId }: { supplierInvoiceId: number },
): Promise<SupplierPaymentView[]> {
  const [invoice] = await ctx.db
    .select({ id: supplierInvoices.id })
    .from(supplierInvoices)
    .where(eq(supplierInvoices.id, supplierInvoiceId));
  if (!invoice) throw domainError("SUPPLIER_INVOICE_NOT_FOUND", "notFound");
  return loadSupplierPayments(ctx.db, eq(supplierPayments.supplierInvoiceId, supplierInvoiceId));
}

export const getSupplierPayment = (
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<SupplierPaymentView> => loadSupplierPayment(ctx.db, id);
