import { type DbOrTx, supplierInvoices } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { PAGE_SIZES, toCents } from "@tronc/domain";
import { sql } from "drizzle-orm";
import type {
  SupplierInvoiceSearchFilters,
  SupplierInvoiceSearchInput,
} from "../../../../modules/money-out/supplier-invoice-list/contract";
import type { ServiceContext } from "../../../shared/context";
import { countUpTo, type Page, paginate } from "../../../shared/paginate";
import { sumOfCents } from "../../../shared/sum-of-cents";
import { supplierInvoiceSearchConditions } from "./conditions";
import {
  linkedOrdersOf,
  type SupplierInvoiceListItem,
  supplierInvoiceRowsQuery,
  toSupplierInvoiceListItem,
} from "./rows";

export type { SupplierInvoiceListItem } from "./rows";

/** The totals bar: everything matching the filters, not only the page (an amount not typed counts 0). */
export interface SupplierInvoiceListStats {
  count: number;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
  amountLeftCents: Cents;
}

/** 'Liste des Factures des fournisseurs': 120 a page, newest first; one more query for the page's orders. */
export function searchSupplierInvoices(
  { db }: Pick<ServiceContext, "db">,
  input: SupplierInvoiceSearchInput,
): Promise<Page<SupplierInvoiceListItem>> {
  const where = supplierInvoiceSearchConditions(input);
  return paginate(
    { page: input.page, pageSize: input.pageSize ?? PAGE_SIZES.supplierInvoices },
    {
      count: (limit) => countUpTo(db, supplierInvoices, where, limit),
      rows: (limit, offset) => supplierInvoiceRowsQuery(db, where, limit, offset),
      async map(rows) {
        const orders = await linkedOrdersOf(
          db,
          rows.map((row) => row.id),
        );
        return rows.map((row) => toSupplierInvoiceListItem(row, orders.get(row.id) ?? []));
      },
    },
  );
}

function statsQuery(db: DbOrTx, filters: SupplierInvoiceSearchFilters) {
  return db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      totalTvaCents: sumOfCents(supplierInvoices.amountTvaCents),
      totalTtcCents: sumOfCents(supplierInvoices.amountCents),
      amountLeftCents: sumOfCents(supplierInvoices.amountLeftCents),
    })
    .from(supplierInvoices)
    .where(supplierInvoiceSearchConditions(filters));
}

/** The totals bar (Total TVA, Total TTC) and the exact count of everything matching. */
export async function supplierInvoiceListStats(
  { db }: Pick<ServiceContext, "db">,
  filters: SupplierInvoiceSearchFilters,
): Promise<SupplierInvoiceListStats> {
  const [row] = await statsQuery(db, filters);
  return (
    row ?? { count: 0, totalTvaCents: toCents(0), totalTtcCents: toCents(0), amountLeftCents: toCents(0) }
  );
}
