import {
  accountingSummaryTotals,
  INVOICE_STATE_LABELS,
  INVOICE_TYPE_LABELS,
  isProjectToInvoice,
  PROJECT_STATE_LABELS,
  QUOTATION_STATE_LABELS,
  quotationLeftToInvoice,
  readSummaryRange,
  summaryInvoiceColor,
  toCents,
} from "@tronc/domain";
import type { AccountingSummaryInput } from "../../../modules/cash/accounting-summary/contract";
import type { ServiceContext } from "../../shared/context";
import type { AccountingSummaryView, SummaryInvoiceView, SummaryQuotationView } from "../forecast/views";
import {
  loadSummaryInvoices,
  loadSummaryQuotations,
  type SummaryFilters,
  type SummaryInvoiceRow,
  type SummaryQuotationRow,
} from "./rows";

/** The router's input read the domain's way (a bad day or a reversed range: 400 in French). */
export function summaryFilters(input: AccountingSummaryInput): SummaryFilters {
  return {
    basis: input.searchDate,
    range: readSummaryRange({ from: input.from, to: input.to }),
    triangleCompanyIds: input.triangleCompanyIds ?? [],
    states: input.states,
  };
}

/** An aggregate read through a subquery may come back as text: an ISO instant either way. */
const isoInstant = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function toInvoiceView(row: SummaryInvoiceRow): SummaryInvoiceView {
  return {
    id: row.id,
    reference: row.reference,
    state: row.state,
    stateLabel: INVOICE_STATE_LABELS[row.state],
    color: summaryInvoiceColor(row.state),
    type: row.type,
    typeLabel: `Facture ${INVOICE_TYPE_LABELS[row.type]}`,
    totalHtCents: row.totalHtCents,
    totalTtcCents: row.totalTtcCents,
    totalTvaCents: row.totalTvaCents,
    amountLeftCents: row.amountLeftCents,
    eligibleAt: row.eligibleAt,
  };
}

function toQuotationView(row: SummaryQuotationRow, invoices: SummaryInvoiceRow[]): SummaryQuotationView {
  const project =
    row.projectId !== null && row.projectName !== null && row.projectState !== null
      ? {
          id: row.projectId,
          name: row.projectName,
          state: row.projectState,
          stateLabel: PROJECT_STATE_LABELS[row.projectState],
          isToInvoice: isProjectToInvoice(row.projectState),
        }
      : null;
  return {
    idQuotation: row.id,
    reference: row.reference,
    state: row.state,
    stateLabel: QUOTATION_STATE_LABELS[row.state],
    triangleCompany: { id: row.issuerId, name: row.issuerName, color: row.issuerColor },
    company: { id: row.clientId, name: row.clientName, isFactor: row.clientIsFactor },
    createdAt: row.createdAt.toISOString(),
    project,
    startAt: isoInstant(row.eventStartAt),
    endAt: isoInstant(row.eventEndAt),
    totalHtCents: row.totalHtCents,
    totalTtcCents: row.totalTtcCents,
    amountLeftCents: toCents(quotationLeftToInvoice(row.totalTtcCents, invoices)),
    invoices: invoices.map(toInvoiceView),
  };
}

/** The selected quotations with their invoices, and the stats bar over all of them. */
export async function loadAccountingSummary(ctx: ServiceContext, filters: SummaryFilters) {
  const rows = await loadSummaryQuotations(ctx.db, filters);
  const invoiceRows = await loadSummaryInvoices(
    ctx.db,
    rows.map((row) => row.id),
  );
  const byQuotation = new Map<number, SummaryInvoiceRow[]>();
  for (const invoice of invoiceRows) {
    const list = byQuotation.get(invoice.quotationId) ?? [];
    list.push(invoice);
    byQuotation.set(invoice.quotationId, list);
  }
  const quotations = rows.map((row) => toQuotationView(row, byQuotation.get(row.id) ?? []));
  const totals = accountingSummaryTotals(
    rows.map((row, index) => ({
      amountLeftCents: toCents(quotations[index]?.amountLeftCents ?? 0),
      invoices: byQuotation.get(row.id) ?? [],
    })),
  );
  const view: AccountingSummaryView = {
    toInvoiceCents: totals.toInvoiceCents,
    toCollectCents: totals.toCollectCents,
    totalCents: totals.totalCents,
    quotations,
  };
  return view;
}

/** 'Suivi comptable': the stats bar and the quotation cards with their invoices. */
export async function searchAccountingSummary(
  ctx: ServiceContext,
  input: AccountingSummaryInput,
): Promise<AccountingSummaryView> {
  return loadAccountingSummary(ctx, summaryFilters(input));
}
