import {
  formatEuros,
  PROJECT_TO_INVOICE_LABEL,
  QUOTATION_STATE_COLORS,
  type QuotationState,
} from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { formatDate } from "../../../lib/format";
import type { RouterOutputs } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { CompanyTag } from "../../../ui/company-tag";

export type SummaryQuotation = RouterOutputs["accountingSummary"]["search"]["quotations"][number];
type SummaryInvoice = SummaryQuotation["invoices"][number];

function eventDates(quotation: SummaryQuotation): string | null {
  if (!quotation.startAt || !quotation.endAt) return null;
  const start = formatDate(quotation.startAt);
  const end = formatDate(quotation.endAt);
  return start === end ? `Évènement le ${start}` : `Évènement du ${start} au ${end}`;
}

/** An invoice as a chip in its state's colour (paid green, created or validated orange, sent red). */
function InvoiceChip({ invoice }: { invoice: SummaryInvoice }) {
  const left = invoice.amountLeftCents > 0 ? ` · reste ${formatEuros(invoice.amountLeftCents)}` : "";
  return (
    <Link
      href={routeUrl("admin-compta-invoice-edit", { id: invoice.id })}
      className={`badge badge-${invoice.color} summary-invoice`}
      data-invoice-id={invoice.id}
      title={`${invoice.typeLabel} — ${invoice.stateLabel} — ${formatEuros(invoice.totalTtcCents)} TTC`}
    >
      {invoice.reference ?? "Brouillon"} · {invoice.stateLabel} · {formatEuros(invoice.totalTtcCents)}
      {left}
    </Link>
  );
}

/** One quotation of the follow-up: client, issuer, project, dates, amounts and its invoices. */
export function SummaryQuotationCard({ quotation }: { quotation: SummaryQuotation }) {
  const project = quotation.project;
  const toInvoice = project?.isToInvoice ?? false;
  const event = eventDates(quotation);
  return (
    <article
      className={`card summary-card${toInvoice ? " summary-card-to-invoice" : ""}`}
      data-quotation-id={quotation.idQuotation}
    >
      <div className="summary-card-main">
        <h2 className="summary-card-title">
          <Link href={routeUrl("admin-tronc-commun-compta-quotation-edit", { id: quotation.idQuotation })}>
            {quotation.reference}
          </Link>
          <Badge variant={QUOTATION_STATE_COLORS[quotation.state as QuotationState]}>
            {quotation.stateLabel}
          </Badge>
          {toInvoice && <Badge variant="success">{PROJECT_TO_INVOICE_LABEL}</Badge>}
        </h2>
        <p className="summary-card-line">
          <span className="muted">Client :</span>
          <span className="summary-card-client">{quotation.company.name}</span>
          {quotation.company.isFactor && <Badge variant="info">FACTOR</Badge>}
          <CompanyTag company={quotation.triangleCompany} />
        </p>
        <p className="summary-card-line">
          <span className="muted">Projet :</span>
          {project ? (
            <>
              <Link href={routeUrl("admin-tronc-commun-projects-edit", { id: project.id })}>
                {project.name}
              </Link>
              <span className="muted">({project.stateLabel})</span>
            </>
          ) : (
            <span className="muted">Aucun projet</span>
          )}
        </p>
        <p className="summary-card-line muted">
          <span>Devis du {formatDate(quotation.createdAt)}</span>
          {event && <span>{event}</span>}
        </p>
        <div className="summary-card-invoices">
          {quotation.invoices.length === 0 ? (
            <span className="muted">Aucune facture</span>
          ) : (
            quotation.invoices.map((invoice) => <InvoiceChip key={invoice.id} invoice={invoice} />)
          )}
        </div>
      </div>
      <dl className="summary-card-amounts">
        <div>
          <dt>Total HT</dt>
          <dd>{formatEuros(quotation.totalHtCents)}</dd>
        </div>
        <div>
          <dt>Total TTC</dt>
          <dd>{formatEuros(quotation.totalTtcCents)}</dd>
        </div>
        <div className="summary-card-left">
          <dt>Reste à facturer</dt>
          <dd>{formatEuros(quotation.amountLeftCents)}</dd>
        </div>
      </dl>
    </article>
  );
}
