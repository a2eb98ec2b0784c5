import {
  formatEuros,
  frenchDecimal,
  SUPPLIER_INVOICE_STATE_COLORS,
  SUPPLIER_INVOICE_STATE_LABELS,
} from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { formatDate } from "../../../lib/format";
import type { RouterOutputs } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { quantityLabel } from "../../proposals/supplier-purchases/purchase-format";

export type PurchaseOrderView = RouterOutputs["purchaseOrder"]["get"];
type BilledInvoice = PurchaseOrderView["supplierInvoices"][number];

function BilledInvoiceLines({ invoice }: { invoice: BilledInvoice }) {
  if (invoice.lines.length === 0) return <p className="muted">Aucune ligne sur cette facture.</p>;
  const label = invoice.invoiceNumber ?? "sans numéro";
  return (
    <table className="table" aria-label={`Lignes de la facture ${label}`}>
      <thead>
        <tr>
          <th scope="col">Désignation</th>
          <th scope="col" className="num">
            Quantité
          </th>
          <th scope="col" className="num">
            Prix unitaire HT
          </th>
          <th scope="col" className="num">
            TVA
          </th>
          <th scope="col" className="num">
            Total HT
          </th>
        </tr>
      </thead>
      <tbody>
        {invoice.lines.map((line) => (
          <tr key={line.id}>
            <td>{line.name}</td>
            <td className="num">{quantityLabel(line.quantity, line.unity)}</td>
            <td className="num">{formatEuros(line.unitPriceCents)}</td>
            <td className="num">{frenchDecimal(line.vatRate)} %</td>
            <td className="num">{formatEuros(line.totalHtCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The supplier invoices billed on the order (spec §2.4), each with its lines, linking to its page. */
export function PurchaseOrderInvoices({ order }: { order: PurchaseOrderView }) {
  return (
    <section className="card card-body" aria-labelledby="purchase-order-invoices-title">
      <h2 id="purchase-order-invoices-title">Factures fournisseur</h2>
      {order.supplierInvoices.length === 0 && (
        <p className="muted">Aucune facture fournisseur n'est encore liée à ce bon de commande.</p>
      )}
      {order.supplierInvoices.map((invoice) => (
        <article
          key={invoice.linkId}
          className="purchase-order-invoice"
          data-supplier-invoice-id={invoice.id}
        >
          <div className="purchase-order-invoice-title">
            <Link href={routeUrl("admin-compta-supplier-invoice-edit", { id: invoice.id })}>
              <strong>Facture {invoice.invoiceNumber ?? "sans numéro"}</strong>
            </Link>
            <Badge variant={SUPPLIER_INVOICE_STATE_COLORS[invoice.state]}>
              {SUPPLIER_INVOICE_STATE_LABELS[invoice.state]}
            </Badge>
            {invoice.invoiceAt && <span className="muted">du {formatDate(invoice.invoiceAt)}</span>}
            {invoice.amountCents !== null && <span>{formatEuros(invoice.amountCents)} TTC</span>}
          </div>
          <BilledInvoiceLines invoice={invoice} />
        </article>
      ))}
    </section>
  );
}
