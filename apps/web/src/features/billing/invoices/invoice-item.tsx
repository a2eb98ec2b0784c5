import { formatEuros, INVOICE_MACHINE, invoiceSettlement } from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { formatDate } from "../../../lib/format";
import type { RouterOutputs } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { CompanyTag } from "../../../ui/company-tag";
import { FileActionLink } from "../../../ui/file-action-link";

export type InvoiceListItem = RouterOutputs["invoiceList"]["search"]["items"][number];

function PrintIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 3h10v4H7zM5 8h14a2 2 0 0 1 2 2v6h-4v4H7v-4H3v-6a2 2 0 0 1 2-2zm4 8v2h6v-2zm8-5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z"
      />
    </svg>
  );
}

/** One invoice of the list (§2.7); the whole card opens it, the print icon opens its PDF. */
export function InvoiceItem({ invoice }: { invoice: InvoiceListItem }) {
  const settlement = invoiceSettlement(invoice);
  return (
    <article className="card invoice-item" data-invoice-id={invoice.id}>
      <div className="invoice-item-main">
        <h2 className="invoice-item-title">
          <Link
            href={routeUrl("admin-compta-invoice-edit", { id: invoice.id })}
            className="invoice-item-link"
          >
            {invoice.label}
          </Link>
          <Badge variant={INVOICE_MACHINE.colors[invoice.state]}>
            {INVOICE_MACHINE.labels[invoice.state]}
          </Badge>
          {invoice.overdue && <Badge variant="danger">Retard de paiement</Badge>}
        </h2>
        {invoice.title && <p className="invoice-item-line">{invoice.title}</p>}
        <p className="invoice-item-line">
          <span className="invoice-item-client">{invoice.client.name}</span>
          {invoice.client.isFactor && <Badge variant="info">FACTOR</Badge>}
        </p>
        {invoice.projectNames.length > 0 && (
          <p className="invoice-item-line muted">Projet : {invoice.projectNames.join(", ")}</p>
        )}
        {invoice.internalComment && (
          <p className="invoice-item-line invoice-item-comment">{invoice.internalComment}</p>
        )}
      </div>
      <div className="invoice-item-col">
        <CompanyTag company={invoice.issuer} />
        <span className="muted">Créée le {formatDate(invoice.createdAt)}</span>
        {invoice.eligibleAt && <span className="muted">Échéance le {formatDate(invoice.eligibleAt)}</span>}
      </div>
      <dl className="invoice-item-amounts">
        <div>
          <dt>Total HT</dt>
          <dd>{formatEuros(invoice.totalHtCents)}</dd>
        </div>
        <div>
          <dt>Total TTC</dt>
          <dd>{formatEuros(invoice.totalTtcCents)}</dd>
        </div>
        {settlement.kind === "paid" ? (
          <div className="invoice-item-paid">
            <dt>Réglée le</dt>
            <dd>{formatDate(settlement.paidAt)}</dd>
          </div>
        ) : (
          <div>
            <dt>Reste à régler</dt>
            <dd>{formatEuros(settlement.amountLeftCents)}</dd>
          </div>
        )}
      </dl>
      <FileActionLink
        kind="pdf"
        className="invoice-item-print btn btn-ghost"
        href={`/admin/print_invoice/${invoice.id}`}
        target="_blank"
        aria-label="Imprimer la facture"
        title="Imprimer la facture"
      >
        <PrintIcon />
      </FileActionLink>
    </article>
  );
}
