import {
  companies,
  type DbOrTx,
  invoiceQuotations,
  invoices,
  projects,
  quotations,
  recommendationEvents,
  recommendations,
  triangleCompanies,
} from "@tronc/db";
import {
  addDays,
  DEFAULT_QUOTATION_LIST_STATES,
  parisLocalDateTimeToInstant,
  readQuotationStates,
  SUMMARY_DATE_SOURCES,
  type SummaryDateBasis,
  type SummaryRange,
} from "@tronc/domain";
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  max,
  min,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";

export interface SummaryFilters {
  basis: SummaryDateBasis;
  range: SummaryRange;
  triangleCompanyIds: readonly number[];
  /** Absent: accepted, billed and in-billed. */
  states?: readonly string[] | undefined;
}

/** The first instant of a Paris day, as ISO text: postgres.js takes no Date inside raw sql (PGlite does). */
const parisDayStart = (day: string) => new Date(parisLocalDateTimeToInstant(`${day}T00:00`)).toISOString();

/** An instant whose Paris day is in the range (bounds included). */
function instantInRange(column: SQLWrapper, range: SummaryRange): (SQL | undefined)[] {
  return [
    range.from ? sql`${column} >= ${parisDayStart(range.from)}` : undefined,
    range.to ? sql`${column} < ${parisDayStart(addDays(range.to, 1))}` : undefined,
  ];
}

/** Each recommendation's delivery calendar reduced to its first start and last end: the event's dates. */
function eventSpans(db: DbOrTx) {
  return db
    .select({
      recommendationId: recommendationEvents.recommendationId,
      startAt: min(recommendationEvents.startAt).as("event_start_at"),
      endAt: max(recommendationEvents.endAt).as("event_end_at"),
    })
    .from(recommendationEvents)
    .groupBy(recommendationEvents.recommendationId)
    .as("event_spans");
}

type EventSpans = ReturnType<typeof eventSpans>;

/** The date basis as SQL: the quotation's day, its event's first or last day, or one of its invoices' dates. */
function basisConditions(
  basis: SummaryDateBasis,
  range: SummaryRange,
  spans: EventSpans,
): (SQL | undefined)[] {
  switch (SUMMARY_DATE_SOURCES[basis]) {
    case "quotationDay":
      return instantInRange(quotations.createdAt, range);
    case "eventStartDay":
      return [isNotNull(spans.startAt), ...instantInRange(spans.startAt, range)];
    case "eventEndDay":
      return [isNotNull(spans.endAt), ...instantInRange(spans.endAt, range)];
    case "invoiceDay": {
      const dated = and(
        eq(invoiceQuotations.invoiceId, invoices.id),
        eq(invoiceQuotations.quotationId, quotations.id),
        range.from ? gte(invoices.invoiceDate, range.from) : undefined,
        range.to ? sql`${invoices.invoiceDate} <= ${range.to}` : undefined,
      );
      return [sql`exists (select 1 from ${invoiceQuotations}, ${invoices} where ${dated})`];
    }
  }
}

function orderOf(basis: SummaryDateBasis, spans: EventSpans): SQL[] {
  const source = SUMMARY_DATE_SOURCES[basis];
  if (source === "eventStartDay") return [sql`${spans.startAt} desc nulls last`];
  if (source === "eventEndDay") return [sql`${spans.endAt} desc nulls last`];
  return [];
}

/** The quotations the filters select, newest first on the basis' date, with client, issuer, project and event. */
export function loadSummaryQuotations(db: DbOrTx, filters: SummaryFilters) {
  const states =
    filters.states === undefined ? DEFAULT_QUOTATION_LIST_STATES : readQuotationStates(filters.states);
  const spans = eventSpans(db);
  return db
    .select({
      id: quotations.id,
      reference: quotations.reference,
      state: quotations.state,
      createdAt: quotations.createdAt,
      totalHtCents: quotations.totalHtCents,
      totalTtcCents: quotations.totalTtcCents,
      issuerId: triangleCompanies.id,
      issuerName: triangleCompanies.name,
      issuerColor: triangleCompanies.color,
      clientId: companies.id,
      clientName: companies.name,
      clientIsFactor: companies.isFactor,
      projectId: projects.id,
      projectName: projects.name,
      projectState: projects.state,
      eventStartAt: spans.startAt,
      eventEndAt: spans.endAt,
    })
    .from(quotations)
    .innerJoin(recommendations, eq(recommendations.id, quotations.recommendationId))
    .innerJoin(companies, eq(companies.id, recommendations.companyId))
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, quotations.triangleCompanyId))
    .leftJoin(projects, eq(projects.leadId, recommendations.leadId))
    .leftJoin(spans, eq(spans.recommendationId, recommendations.id))
    .where(
      and(
        states.length > 0 ? inArray(quotations.state, [...states]) : undefined,
        filters.triangleCompanyIds.length > 0
          ? inArray(quotations.triangleCompanyId, [...filters.triangleCompanyIds])
          : undefined,
        ...basisConditions(filters.basis, filters.range, spans),
      ),
    )
    .orderBy(...orderOf(filters.basis, spans), desc(quotations.createdAt), desc(quotations.id));
}

export type SummaryQuotationRow = Awaited<ReturnType<typeof loadSummaryQuotations>>[number];

/** Bind parameters stay well under PostgreSQL's limit of 65 535 per statement. */
const IDS_PER_STATEMENT = 10_000;

/** Every invoice of the quotations (drafts included), oldest first, with what it bills on each. */
export async function loadSummaryInvoices(db: DbOrTx, quotationIds: readonly number[]) {
  const chunks: number[][] = [];
  for (let start = 0; start < quotationIds.length; start += IDS_PER_STATEMENT) {
    chunks.push(quotationIds.slice(start, start + IDS_PER_STATEMENT));
  }
  const pages = await Promise.all(
    chunks.map((ids) =>
      db
        .select({
          quotationId: invoiceQuotations.quotationId,
          billedOnQuotationCents: invoiceQuotations.amountCents,
          id: invoices.id,
          reference: invoices.reference,
          state: invoices.state,
          type: invoices.type,
          invoiceDate: invoices.invoiceDate,
          totalHtCents: invoices.totalHtCents,
          totalTvaCents: invoices.totalTvaCents,
          totalTtcCents: invoices.totalTtcCents,
          amountLeftCents: invoices.amountLeftCents,
          eligibleAt: invoices.eligibleAt,
        })
        .from(invoiceQuotations)
        .innerJoin(invoices, eq(invoices.id, invoiceQuotations.invoiceId))
        .where(inArray(invoiceQuotations.quotationId, ids))
        .orderBy(asc(invoices.invoiceDate), asc(invoices.id)),
    ),
  );
  return pages.flat();
}

export type SummaryInvoiceRow = Awaited<ReturnType<typeof loadSummaryInvoices>>[number];
