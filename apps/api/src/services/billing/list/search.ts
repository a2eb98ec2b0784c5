import { type DbOrTx, invoices } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { PAGE_SIZES, toCents, toParisDate } from "@tronc/domain";
import { sql } from "drizzle-orm";
import type {
  InvoiceSearchFilters,
  InvoiceSearchInput,
} from "../../../modules/billing/invoice-list/contract";
import type { ServiceContext } from "../../shared/context";
import { countLimit, countUpTo, type Page, pageBounds, paginate } from "../../shared/paginate";
import { sumOfCents } from "../../shared/sum-of-cents";
import { invoiceSearchConditions } from "./conditions";
import { projectNamesOf, projectNamesQuery } from "./project-names";
import { type InvoiceListItem, invoiceRowsQuery, toInvoiceListItem } from "./rows";

export type { InvoiceListItem } from "./rows";

/** The totals bar: everything matching the filters, not only the page. */
export interface InvoiceListStats {
  count: number;
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
  amountLeftCents: Cents;
}

const pageOf = (input: Pick<InvoiceSearchInput, "page" | "pageSize">) =>
  pageBounds({ page: input.page, pageSize: input.pageSize ?? PAGE_SIZES.invoices });

/** 'Factures client': 120 a page, newest first; one query for the page, one for its project names. */
export function searchInvoices(
  { db, now }: Pick<ServiceContext, "db" | "now">,
  input: InvoiceSearchInput,
): Promise<Page<InvoiceListItem>> {
  const where = invoiceSearchConditions(input);
  const today = toParisDate(now);
  return paginate(
    { page: input.page, pageSize: input.pageSize ?? PAGE_SIZES.invoices },
    {
      count: (limit) => countUpTo(db, invoices, where, limit),
      rows: (limit, offset) => invoiceRowsQuery(db, where, limit, offset),
      async map(rows) {
        const names = await projectNamesOf(
          db,
          rows.map((row) => row.id),
        );
        return rows.map((row) => toInvoiceListItem(row, names.get(row.id) ?? [], today));
      },
    },
  );
}

export function invoiceStatsQuery(db: DbOrTx, filters: InvoiceSearchFilters) {
  return db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      totalHtCents: sumOfCents(invoices.totalHtCents),
      totalTvaCents: sumOfCents(invoices.totalTvaCents),
      totalTtcCents: sumOfCents(invoices.totalTtcCents),
      amountLeftCents: sumOfCents(invoices.amountLeftCents),
    })
    .from(invoices)
    .where(invoiceSearchConditions(filters));
}

/** The totals bar (Total HT, Total TVA, Total TTC) and the exact count of everything matching. */
export async function invoiceListStats(
  { db }: Pick<ServiceContext, "db">,
  filters: InvoiceSearchFilters,
): Promise<InvoiceListStats> {
  const [row] = await invoiceStatsQuery(db, filters);
  return (
    row ?? {
      count: 0,
      totalHtCents: toCents(0),
      totalTvaCents: toCents(0),
      totalTtcCents: toCents(0),
      amountLeftCents: toCents(0),
    }
  );
}

/**
 * The statements a search and its totals run, as SQL and parameters, for the benchmark to ask
 * PostgreSQL their own time (the project names' ids are those of the page found).
 */
export function invoiceListStatements(db: DbOrTx, input: InvoiceSearchInput, pageIds: number[]) {
  const where = invoiceSearchConditions(input);
  const { page, pageSize, offset } = pageOf(input);
  const statements = [
    countUpTo(db, invoices, where, countLimit(page, pageSize)).toSQL(),
    invoiceRowsQuery(db, where, pageSize, offset).toSQL(),
    invoiceStatsQuery(db, input).toSQL(),
  ];
  if (pageIds.length > 0) statements.push(projectNamesQuery(db, pageIds).toSQL());
  return statements;
}
