import { formatEuros, MESSAGES, SUPPLIER_INVOICE_MACHINE } from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { formatDate } from "../../../lib/format";
import type { RouterOutputs } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";

export type SupplierInvoiceListItem = RouterOutputs["supplierInvoiceList"]["search"]["items"][number];

const amount = (cents: number | null) => (cents === null ? "—" : formatEuros(cents));

/** One supplier invoice of the list (§2.9); the whole card opens it. */
export function SupplierInvoiceCard({ invoice }: { invoice: SupplierInvoiceListItem }) {
  return (
    <article className="card supplier-invoice-card" data-supplier-invoice-id={invoice.id}>
      <div className="supplier-invoice-card-main">
        <h2 className="supplier-invoice-card-title">
          <Link
            href={routeUrl("admin-compta-supplier-invoice-edit", { id: invoice.id })}
            className="supplier-invoice-card-link"
          >
            {invoice.supplier.name}
          </Link>
          <Badge variant={SUPPLIER_INVOICE_MACHINE.colors[invoice.state]}>
            {SUPPLIER_INVOICE_MACHINE.labels[invoice.state]}
          </Badge>
        </h2>
        <p
          className={
            invoice.invoiceNumber ? "supplier-invoice-card-number" : "supplier-invoice-card-number muted"
          }
        >
          {invoice.invoiceNumber ? `Facture n° ${invoice.label}` : invoice.label}
        </p>
        {invoice.purchaseOrders.length > 0 && (
          <p className="supplier-invoice-card-line muted">
            Bons de commande : {invoice.purchaseOrders.map((order) => order.reference).join(", ")}
          </p>
        )}
        {invoice.incomplete && (
          <p className="supplier-invoice-card-warning" role="note">
            {MESSAGES.SUPPLIER_INVOICE_INCOMPLETE}
          </p>
        )}
      </div>
      <div className="supplier-invoice-card-col">
        {invoice.invoiceAt && <span className="muted">Facturée le {formatDate(invoice.invoiceAt)}</span>}
        {invoice.paidAt ? (
          <span className="supplier-invoice-card-paid-at">Réglée le {formatDate(invoice.paidAt)}</span>
        ) : (
          <span className={invoice.paymentAt ? undefined : "muted"}>
            Échéance : {invoice.paymentAt ? formatDate(invoice.paymentAt) : "—"}
          </span>
        )}
      </div>
      <dl className="supplier-invoice-card-amounts">
        <div>
          <dt>Total TVA</dt>
          <dd>{amount(invoice.amountTvaCents)}</dd>
        </div>
        <div>
          <dt>Total TTC</dt>
          <dd>{amount(invoice.amountCents)}</dd>
        </div>
        <div
          className={
            invoice.amountCents !== null && invoice.amountLeftCents <= 0
              ? "supplier-invoice-card-paid"
              : undefined
          }
        >
          <dt>Reste à payer</dt>
          <dd>{invoice.amountCents === null ? "—" : formatEuros(invoice.amountLeftCents)}</dd>
        </div>
      </dl>
    </article>
  );
}
