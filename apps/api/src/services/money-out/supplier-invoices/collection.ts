import { supplierInvoices } from "@tronc/db";
import { desc } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";
import { countUpTo, type Page, paginate } from "../../shared/paginate";
import { getSupplierInvoice, type SupplierInvoiceDetail } from "./view";

/**
 * The plain collection (Hydra GET /api/compta/supplier_invoices): newest first, each as its edit
 * view. The list screen's search, filters and totals are the list's own (-search, -search-stats).
 */
export function listSupplierInvoices(
  ctx: ServiceContext,
  request: { page?: number | undefined; pageSize: number },
): Promise<Page<SupplierInvoiceDetail>> {
  return paginate(request, {
    count: (limit) => countUpTo(ctx.db, supplierInvoices, undefined, limit),
    rows: (limit, offset) =>
      ctx.db
        .select({ id: supplierInvoices.id })
        .from(supplierInvoices)
        .orderBy(desc(supplierInvoices.createdAt), desc(supplierInvoices.id))
        .limit(limit)
        .offset(offset),
    map: (rows) => Promise.all(rows.map((row) => getSupplierInvoice(ctx, row))),
  });
}
