import { DRAFT_INVOICE_LABEL, formatEuros, INVOICE_TYPE_LABELS } from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { formatDate } from "../../../lib/format";
import type { AccountingQuotation } from "./quotation-edit-info";

/** 'Montants facturés': every invoice on the quotation so far, then billed and left to bill. */
export function QuotationInvoices({ quotation }: { quotation: AccountingQuotation }) {
  return (
    <section className="card" aria-labelledby="quotation-invoices-title">
      <div className="card-header">
        <h2 id="quotation-invoices-title">Montants facturés</h2>
      </div>
      {quotation.invoices.length === 0 ? (
        <p className="card-body muted">Aucune facture sur ce devis.</p>
      ) : (
        <div className="table-wrap">
          <table className="table quotation-invoices-table">
            <thead>
              <tr>
                <th scope="col">Facture</th>
                <th scope="col">Date</th>
                <th scope="col">Titre</th>
                <th scope="col" className="num">
                  Total HT
                </th>
                <th scope="col" className="num">
                  Total TTC
                </th>
              </tr>
            </thead>
            <tbody>
              {quotation.invoices.map((invoice) => (
                <tr key={invoice.id} data-invoice-id={invoice.id}>
                  <td>
                    <span className="muted">Facture {INVOICE_TYPE_LABELS[invoice.type]}</span>{" "}
                    <Link href={routeUrl("admin-compta-invoice-edit", { id: invoice.id })}>
                      {invoice.reference ?? DRAFT_INVOICE_LABEL}
                    </Link>
                  </td>
                  <td>{formatDate(invoice.createdAt)}</td>
                  <td>
                    {invoice.title}
                    {invoice.internalComment && (
                      <span className="quotation-invoice-comment">{invoice.internalComment}</span>
                    )}
                  </td>
                  <td className="num">{formatEuros(invoice.totalHtCents)}</td>
                  <td className="num">{formatEuros(invoice.totalTtcCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <dl className="card-body quotation-billed" aria-label="Facturation du devis">
        <div>
          <dt>Total facturé TTC</dt>
          <dd data-testid="quotation-billed">{formatEuros(quotation.billedCents)}</dd>
        </div>
        <div>
          <dt>Reste à facturer TTC</dt>
          <dd data-testid="quotation-left">{formatEuros(quotation.leftCents)}</dd>
        </div>
      </dl>
    </section>
  );
}
