import type { Writable } from "node:stream";
import { triangleCompanies } from "@tronc/db";
import {
  centsToEuroNumber,
  formatEuros,
  type InvoiceState,
  isCollectibleInvoice,
  SUMMARY_DATE_BASIS_LABELS,
  toParisDate,
} from "@tronc/domain";
import { asc, inArray } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";
import { writeXlsx, type XlsxColumn, type XlsxValue } from "../../shared/xlsx-stream";
import type { AccountingSummaryView, SummaryQuotationView } from "../forecast/views";
import type { SummaryFilters } from "./rows";
import { loadAccountingSummary } from "./search";

const dayOf = (instant: string | null) => (instant ? toParisDate(new Date(instant)) : null);
const frenchDay = (day: string | null) => (day ? day.split("-").reverse().join("/") : "");

/** What the quotation's validated and sent invoices still owe (its share of the 'Reste à encaisser'). */
const owedOn = (quotation: SummaryQuotationView) =>
  quotation.invoices
    .filter((invoice) => isCollectibleInvoice(invoice.state as InvoiceState))
    .reduce((sum, invoice) => sum + invoice.amountLeftCents, 0);

/** 'FA-TRI-2026-0004 (Envoyée, reste 120,00 €)', drafts as 'Brouillon', one after another. */
const invoicesText = (quotation: SummaryQuotationView) =>
  quotation.invoices
    .map(
      (invoice) =>
        `${invoice.reference ?? "Brouillon"} (${invoice.stateLabel}, reste ${formatEuros(invoice.amountLeftCents)})`,
    )
    .join(" ; ");

/** One row per quotation: its invoices in one cell, so that each amount column adds up to the stats. */
const COLUMNS: XlsxColumn<SummaryQuotationView>[] = [
  { header: "Devis", width: 20, value: (row) => row.reference },
  { header: "État du devis", width: 20, value: (row) => row.stateLabel },
  { header: "Entreprise du groupe", width: 24, value: (row) => row.triangleCompany.name },
  { header: "Client", width: 30, value: (row) => row.company.name },
  { header: "Factor", width: 8, value: (row) => (row.company.isFactor ? "OUI" : "NON") },
  { header: "Date du devis", width: 14, kind: "date", value: (row) => dayOf(row.createdAt) },
  { header: "Projet", width: 30, value: (row) => row.project?.name ?? "" },
  { header: "État du projet", width: 16, value: (row) => row.project?.stateLabel ?? "" },
  { header: "Début de l'évènement", width: 14, kind: "date", value: (row) => dayOf(row.startAt) },
  { header: "Fin de l'évènement", width: 14, kind: "date", value: (row) => dayOf(row.endAt) },
  { header: "Total HT", width: 14, value: (row) => centsToEuroNumber(row.totalHtCents) },
  { header: "Total TTC", width: 14, value: (row) => centsToEuroNumber(row.totalTtcCents) },
  { header: "Reste à facturer", width: 16, value: (row) => centsToEuroNumber(row.amountLeftCents) },
  { header: "Reste à encaisser", width: 16, value: (row) => centsToEuroNumber(owedOn(row)) },
  { header: "Factures", width: 60, value: invoicesText },
];

function summaryRows(
  view: AccountingSummaryView,
  filters: SummaryFilters,
  companyNames: string[],
): [string, XlsxValue][] {
  return [
    ["Reste à facturer", centsToEuroNumber(view.toInvoiceCents)],
    ["Reste à encaisser", centsToEuroNumber(view.toCollectCents)],
    ["Total", centsToEuroNumber(view.totalCents)],
    ["Devis", view.quotations.length],
    ["Base de date", SUMMARY_DATE_BASIS_LABELS[filters.basis]],
    ["Du", frenchDay(filters.range.from)],
    ["Au", frenchDay(filters.range.to)],
    ["Entreprises du groupe", companyNames.length > 0 ? companyNames.join(", ") : "Toutes"],
  ];
}

async function* onePage<Row>(rows: Row[]): AsyncIterable<Row[]> {
  yield rows;
}

/**
 * 'Exporter': a 'Synthèse' sheet (the stats bar and the filters) then 'Suivi comptable', one row per
 * quotation. The follow-up is read whole like the screen (its stats need every quotation first).
 */
export async function writeAccountingSummaryWorkbook(
  ctx: ServiceContext,
  filters: SummaryFilters,
  output: Writable,
): Promise<number> {
  const view = await loadAccountingSummary(ctx, filters);
  const chosen =
    filters.triangleCompanyIds.length > 0
      ? await ctx.db
          .select({ name: triangleCompanies.name })
          .from(triangleCompanies)
          .where(inArray(triangleCompanies.id, [...filters.triangleCompanyIds]))
          .orderBy(asc(triangleCompanies.name))
      : [];
  const companyNames = chosen.map((company) => company.name);
  return writeXlsx(
    output,
    {
      name: "Suivi comptable",
      columns: COLUMNS,
      summary: { name: "Synthèse", rows: summaryRows(view, filters, companyNames) },
    },
    onePage(view.quotations),
  );
}
