import {
  displayedCreditAmountLeft,
  formatEuros,
  PAYMENT_MODE_LABELS,
  PAYMENT_TYPE_LABELS,
} from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { formatDate } from "../../../lib/format";
import { Badge } from "../../../ui/badge";
import type { CreditView } from "./credit-edit-form";

/** Where the credit went: the payments drawn on it (its allocation ledger) and what is left to use. */
export function CreditEditUses({ credit }: { credit: CreditView }) {
  if (credit.state === "CREDIT_STATE_CREATED") return null;
  const left = displayedCreditAmountLeft(credit.amountLeftCents);
  return (
    <section className="card" aria-labelledby="credit-uses-title">
      <div className="card-header credit-uses-header">
        <h2 id="credit-uses-title">Paiements réalisés avec cet avoir</h2>
        <Badge variant={left > 0 ? "primary" : "success"}>Reste à utiliser : {formatEuros(left)}</Badge>
      </div>
      {credit.uses.length === 0 ? (
        <p className="card-body muted">Cet avoir n'a encore servi à aucun paiement.</p>
      ) : (
        <div className="table-wrap">
          <table className="table" aria-label="Paiements réalisés avec cet avoir">
            <thead>
              <tr>
                <th>Date</th>
                <th>Facture</th>
                <th>Type</th>
                <th>Mode</th>
                <th className="num">Montant</th>
              </tr>
            </thead>
            <tbody>
              {credit.uses.map((use) => (
                <tr key={use.paymentId}>
                  <td>{formatDate(use.paidAt)}</td>
                  <td>
                    <Link href={routeUrl("admin-compta-invoice-edit", { id: use.invoice.id })}>
                      {use.invoice.reference ?? "Facture en cours de création"}
                    </Link>
                  </td>
                  <td>{PAYMENT_TYPE_LABELS[use.paymentType]}</td>
                  <td>{PAYMENT_MODE_LABELS[use.paymentMode]}</td>
                  <td className="num">{formatEuros(use.amountCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="credit-uses-total">
                <td colSpan={4}>Total utilisé</td>
                <td className="num">
                  {formatEuros(credit.uses.reduce((sum, use) => sum + use.amountCents, 0))}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
