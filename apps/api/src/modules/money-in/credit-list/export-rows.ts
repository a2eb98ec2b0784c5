import { companies, credits, type DbOrTx, invoices, triangleCompanies } from "@tronc/db";
import type { Cents, CreditState, VatDetail } from "@tronc/domain";
import { and, desc, eq, lt, type SQL, sql } from "drizzle-orm";
import { keysetPages } from "../../../services/shared/keyset-pages";
import { creditSearchConditions } from "./conditions";
import type { CreditSearchFilters } from "./contract";

/** One credit note as the Excel export lists it. */
export interface CreditExportRow {
  id: number;
  reference: string | null;
  state: CreditState;
  creditDate: string;
  issuer: string;
  client: string;
  invoiceReference: string | null;
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
  amountLeftCents: Cents;
  detailTva: VatDetail[];
}

export const CREDIT_EXPORT_PAGE = 500;

const columns = {
  id: credits.id,
  reference: credits.reference,
  state: credits.state,
  creditDate: credits.creditDate,
  issuer: triangleCompanies.name,
  client: sql<string>`coalesce(nullif(${credits.invoiceHeadName}, ''), ${companies.name})`,
  invoiceReference: invoices.reference,
  totalHtCents: credits.totalHtCents,
  totalTvaCents: credits.totalTvaCents,
  totalTtcCents: credits.totalTtcCents,
  amountLeftCents: credits.amountLeftCents,
  detailTva: credits.detailTva,
};

/** A page of the matching credits, newest first, after the id `after` (keyset: no offset). */
function readPage(db: DbOrTx, where: SQL | undefined, after: number | null): Promise<CreditExportRow[]> {
  return db
    .select(columns)
    .from(credits)
    .innerJoin(companies, eq(companies.id, credits.companyId))
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, credits.triangleCompanyId))
    .leftJoin(invoices, eq(invoices.id, credits.invoiceId))
    .where(and(where, after === null ? undefined : lt(credits.id, after)))
    .orderBy(desc(credits.id))
    .limit(CREDIT_EXPORT_PAGE);
}

/** Every credit matching the list's filters, page by page. */
export function creditExportPages(
  db: DbOrTx,
  filters: CreditSearchFilters,
): AsyncGenerator<CreditExportRow[]> {
  const where = creditSearchConditions(filters);
  return keysetPages(
    (after: number | null) => readPage(db, where, after),
    (row) => row.id,
    CREDIT_EXPORT_PAGE,
  );
}

/** The VAT rates present among the matching credits, ascending: one Excel column each. */
export async function creditVatRates(db: DbOrTx, filters: CreditSearchFilters): Promise<number[]> {
  const detail = sql`jsonb_array_elements(${credits.detailTva})`;
  const rows = await db
    .selectDistinct({ rate: sql<string>`(${detail} ->> 'rate')::numeric` })
    .from(credits)
    .where(creditSearchConditions(filters));
  return rows.map((row) => Number(row.rate)).sort((a, b) => a - b);
}
