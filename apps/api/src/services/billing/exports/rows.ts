import { companies, type DbOrTx, invoices, triangleCompanies } from "@tronc/db";
import type { Cents, InvoiceState, InvoiceType, VatDetail } from "@tronc/domain";
import { and, desc, eq, lt, type SQL, sql } from "drizzle-orm";
import type { InvoiceSearchFilters } from "../../../modules/billing/invoice-list/contract";
import { keysetPages } from "../../shared/keyset-pages";
import { invoiceSearchConditions } from "../list/conditions";

/** One invoice as the exports list it. */
export interface InvoiceExportRow {
  id: number;
  reference: string | null;
  type: InvoiceType;
  state: InvoiceState;
  invoiceDate: string;
  eligibleAt: string | null;
  paidAt: string | null;
  client: string;
  issuer: string;
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
  amountLeftCents: Cents;
  detailTva: VatDetail[];
}

export const EXPORT_PAGE = 500;

const columns = {
  id: invoices.id,
  reference: invoices.reference,
  type: invoices.type,
  state: invoices.state,
  invoiceDate: invoices.invoiceDate,
  eligibleAt: invoices.eligibleAt,
  paidAt: invoices.paidAt,
  client: sql<string>`coalesce(nullif(${invoices.invoiceHeadName}, ''), ${companies.name})`,
  issuer: triangleCompanies.name,
  totalHtCents: invoices.totalHtCents,
  totalTvaCents: invoices.totalTvaCents,
  totalTtcCents: invoices.totalTtcCents,
  amountLeftCents: invoices.amountLeftCents,
  detailTva: invoices.detailTva,
};

/** A page of the matching invoices, newest first, after the id `after` (keyset: no offset). */
function readPage(db: DbOrTx, where: SQL | undefined, after: number | null): Promise<InvoiceExportRow[]> {
  return db
    .select(columns)
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, invoices.triangleCompanyId))
    .where(and(where, after === null ? undefined : lt(invoices.id, after)))
    .orderBy(desc(invoices.id))
    .limit(EXPORT_PAGE);
}

/** Every invoice matching the list's filters, page by page (the next page read while one is written). */
export function invoiceExportPages(
  db: DbOrTx,
  filters: InvoiceSearchFilters,
): AsyncGenerator<InvoiceExportRow[]> {
  const where = invoiceSearchConditions(filters);
  return keysetPages(
    (after: number | null) => readPage(db, where, after),
    (row) => row.id,
    EXPORT_PAGE,
  );
}

/** The VAT rates present among the matching invoices, ascending: one Excel column each. */
export async function invoiceVatRates(db: DbOrTx, filters: InvoiceSearchFilters): Promise<number[]> {
  const detail = sql`jsonb_array_elements(${invoices.detailTva})`;
  const rows = await db
    .selectDistinct({ rate: sql<string>`(${detail} ->> 'rate')::numeric` })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, invoices.triangleCompanyId))
    .where(invoiceSearchConditions(filters));
  return rows.map((row) => Number(row.rate)).sort((a, b) => a - b);
}
