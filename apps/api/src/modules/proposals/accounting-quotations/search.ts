import { quotations } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { toCents } from "@tronc/domain";
import { sql } from "drizzle-orm";
import { quotationListConditions } from "../../../services/billing/quotations/conditions";
import {
  countRows,
  loadRows,
  type QuotationListItem,
  toListItem,
  withListJoins,
} from "../../../services/billing/quotations/rows";
import type { ServiceContext } from "../../../services/shared/context";
import { type Page, paginate } from "../../../services/shared/paginate";
import type { QuotationListFilters, QuotationListInput } from "./contract";

/** 'Liste des devis': a page of 50 and the count. */
export function searchAccountingQuotations(
  ctx: ServiceContext,
  input: QuotationListInput,
): Promise<Page<QuotationListItem>> {
  const where = quotationListConditions(input);
  return paginate(input, {
    count: (limit) => countRows(ctx.db, where, limit),
    rows: (limit, offset) => loadRows(ctx.db, where, limit, offset),
    map: (rows) => rows.map(toListItem),
  });
}

export interface QuotationListStats {
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
}

/** The totals bar: HT, VAT and TTC of every quotation matching, not of the page. */
export async function accountingQuotationStats(
  ctx: ServiceContext,
  filters: QuotationListFilters,
): Promise<QuotationListStats> {
  const totals = ctx.db
    .select({
      ht: sql<string>`coalesce(sum(${quotations.totalHtCents}), 0)`,
      tva: sql<string>`coalesce(sum(${quotations.totalTvaCents}), 0)`,
      ttc: sql<string>`coalesce(sum(${quotations.totalTtcCents}), 0)`,
    })
    .from(quotations)
    .$dynamic();
  const [row] = await withListJoins(totals).where(quotationListConditions(filters));
  return {
    totalHtCents: toCents(Number(row?.ht ?? 0)),
    totalTvaCents: toCents(Number(row?.tva ?? 0)),
    totalTtcCents: toCents(Number(row?.ttc ?? 0)),
  };
}
