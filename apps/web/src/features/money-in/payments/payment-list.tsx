import { formatEuros } from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { formatDate } from "../../../lib/format";
import { Button } from "../../../ui/button";
import type { PaymentView } from "./payment-form";

/** What the list shows of a payment, customer or supplier (a supplier payment draws on no credit). */
type ListedPayment = Pick<
  PaymentView,
  "id" | "paidAt" | "amountCents" | "paymentTypeLabel" | "paymentModeLabel" | "comment"
> & { credit?: PaymentView["credit"] };

interface Props<P extends ListedPayment> {
  payments: readonly P[];
  /** Accounting or super admin: each payment can be changed or removed. */
  canManage: boolean;
  onEdit(payment: NoInfer<P>): void;
  onDelete(payment: NoInfer<P>): void;
}

/** 'Liste des règlements': date, amount, type and mode, the credit drawn on, the comment. */
export function PaymentList<P extends ListedPayment>({ payments, canManage, onEdit, onDelete }: Props<P>) {
  return (
    <section className="payment-list" aria-labelledby="payment-list-title">
      <h3 id="payment-list-title" className="payment-list-title">
        Liste des règlements
      </h3>
      {payments.length === 0 ? (
        <p className="muted payment-list-empty">Aucun règlement pour l'instant.</p>
      ) : (
        <ul className="payment-items">
          {payments.map((payment) => (
            <li key={payment.id} className="payment-item" data-payment-id={payment.id}>
              <div className="payment-item-line">
                <span>{formatDate(payment.paidAt)}</span>
                <strong className="payment-item-amount">{formatEuros(payment.amountCents)}</strong>
              </div>
              <div className="payment-item-line muted">
                <span>
                  {payment.paymentTypeLabel} · {payment.paymentModeLabel}
                  {payment.credit && (
                    <>
                      {" "}
                      <Link href={routeUrl("admin-compta-credit-edit", { id: payment.credit.id })}>
                        {payment.credit.reference ?? "Avoir"}
                      </Link>
                    </>
                  )}
                </span>
              </div>
              {payment.comment && <p className="payment-item-comment">{payment.comment}</p>}
              {canManage && (
                <div className="payment-item-actions">
                  <Button
                    size="sm"
                    onClick={() => onEdit(payment)}
                    aria-label={`Modifier le paiement de ${formatEuros(payment.amountCents)} du ${formatDate(payment.paidAt)}`}
                  >
                    Modifier
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => onDelete(payment)}
                    aria-label={`Supprimer le paiement de ${formatEuros(payment.amountCents)} du ${formatDate(payment.paidAt)}`}
                  >
                    Supprimer
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
