import type { Cents } from "@tronc/domain";
import { formatCentsAsDecimal, formatEuros, MESSAGES } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { formatDate } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { useConfirm } from "../../../ui/confirm";
import { useToast } from "../../../ui/toast";
import { type ForecastPaymentDraft, ForecastPaymentForm } from "./forecast-payment-form";
import "./forecast-payments.css";

interface ForecastPayment {
  id: number;
  date: string;
  amountCents: Cents;
  invoicePaymentId: number | null;
}

interface Props {
  quotationId: number;
  totalTtcCents: Cents;
  payments: readonly ForecastPayment[];
  /** Told after each change, to reload the page's data. */
  onChanged(): void;
}

const EMPTY: ForecastPaymentDraft = { date: "", amount: "" };

/** The quotation's payment schedule: list, add, edit, delete; never above the quotation's TTC. */
export function ForecastPaymentSchedule({ quotationId, totalTtcCents, payments, onChanged }: Props) {
  const [editing, setEditing] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);
  const toast = useToast();
  const confirm = useConfirm();
  const saved = () => {
    toast.success(MESSAGES.FORECAST_PAYMENT_SAVED);
    setEditing(null);
    setFormKey((key) => key + 1);
    onChanged();
  };
  const create = trpc.forecastPayment.create.useMutation({ onSuccess: saved });
  const update = trpc.forecastPayment.update.useMutation({ onSuccess: saved });
  const remove = trpc.forecastPayment.delete.useMutation({
    onSuccess: () => {
      toast.success(MESSAGES.DELETION_SAVED);
      onChanged();
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  const plannedCents = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  return (
    <section className="card" aria-labelledby="forecast-title">
      <div className="card-header">
        <h2 id="forecast-title">Paiements prévisionnels</h2>
      </div>
      <div className="card-body stack">
        {payments.length === 0 ? (
          <p className="muted">Aucun paiement prévisionnel.</p>
        ) : (
          <ul className="forecast-list" aria-label="Paiements prévisionnels">
            {payments.map((payment) =>
              editing === payment.id ? (
                <li key={payment.id}>
                  <ForecastPaymentForm
                    idPrefix={`forecast-${payment.id}`}
                    initial={{ date: payment.date, amount: formatCentsAsDecimal(payment.amountCents) }}
                    saving={update.isPending}
                    error={update.error}
                    submitLabel="Enregistrer le paiement"
                    onSubmit={(draft) => update.mutate({ id: payment.id, ...draft })}
                    onCancel={() => setEditing(null)}
                  />
                </li>
              ) : (
                <li key={payment.id} className="forecast-item">
                  <span>{formatDate(payment.date)}</span>
                  <strong className="forecast-amount">{formatEuros(payment.amountCents)}</strong>
                  {payment.invoicePaymentId === null && (
                    <span className="forecast-actions">
                      <Button size="sm" variant="ghost" onClick={() => setEditing(payment.id)}>
                        Modifier
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={async () => {
                          if (await confirm("Supprimer ce paiement prévisionnel ?", { danger: true })) {
                            remove.mutate({ id: payment.id });
                          }
                        }}
                      >
                        Supprimer
                      </Button>
                    </span>
                  )}
                </li>
              ),
            )}
          </ul>
        )}
        <p className="muted forecast-summary">
          Prévu : {formatEuros(plannedCents)} sur {formatEuros(totalTtcCents)} TTC
        </p>
        <ForecastPaymentForm
          key={formKey}
          idPrefix="forecast-new"
          initial={EMPTY}
          saving={create.isPending}
          error={create.error}
          submitLabel="Ajouter le paiement"
          onSubmit={(draft) => create.mutate({ quotationId, ...draft })}
        />
      </div>
    </section>
  );
}
