import { formatEuros } from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { formatDate } from "../../../lib/format";
import { CompanyTag } from "../../../ui/company-tag";
import type { CollectionRow } from "./collection-helpers";

/** Paid date, client, issuer, invoice (its page), type, mode (and the credit note spent), amount. */
export function CollectionTable({ rows, busy }: { rows: readonly CollectionRow[]; busy: boolean }) {
  return (
    <div className="card table-wrap">
      <table className="table collection-table" aria-busy={busy} aria-label="Encaissements">
        <thead>
          <tr>
            <th scope="col">Réglé le</th>
            <th scope="col">Client</th>
            <th scope="col">Entreprise du groupe</th>
            <th scope="col">Facture</th>
            <th scope="col">Type</th>
            <th scope="col">Mode</th>
            <th scope="col" className="num">
              Montant TTC
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-payment-id={row.id}>
              <td className="nowrap">{formatDate(row.paidAt)}</td>
              <td>
                <Link href={routeUrl("admin-tronc-commun-company-view", { id: row.client.id })}>
                  {row.client.name}
                </Link>
              </td>
              <td className="nowrap">
                <CompanyTag company={row.issuer} />
              </td>
              <td className="nowrap">
                <Link href={routeUrl("admin-compta-invoice-edit", { id: row.invoice.id })}>
                  {row.invoice.reference ?? "Facture sans numéro"}
                </Link>
              </td>
              <td>{row.paymentTypeLabel}</td>
              <td>
                {row.paymentModeLabel}
                {row.credit && (
                  <>
                    {" "}
                    <Link
                      className="collection-credit"
                      href={routeUrl("admin-compta-credit-edit", { id: row.credit.id })}
                    >
                      {row.credit.reference}
                    </Link>
                  </>
                )}
                {row.comment && <span className="collection-comment">{row.comment}</span>}
              </td>
              <td className="num nowrap">{formatEuros(row.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
