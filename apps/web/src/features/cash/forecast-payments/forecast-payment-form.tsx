import { type FormEvent, useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { Button } from "../../../ui/button";
import { DateInput } from "../../../ui/date-input";

export interface ForecastPaymentDraft {
  date: string;
  /** As typed ('1 234,50'): the server reads it and says in French what is wrong. */
  amount: string;
}

interface Props {
  /** Prefix of the fields' ids ('forecast-new', 'forecast-12'). */
  idPrefix: string;
  initial: ForecastPaymentDraft;
  saving: boolean;
  error: unknown;
  submitLabel: string;
  onSubmit(draft: ForecastPaymentDraft): void;
  onCancel?(): void;
}

/** Date and amount of a payment of the schedule; the save button shows only once an amount is typed. */
export function ForecastPaymentForm({
  idPrefix,
  initial,
  saving,
  error,
  submitLabel,
  onSubmit,
  onCancel,
}: Props) {
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  return (
    <form className="forecast-form" onSubmit={submit} aria-label={submitLabel}>
      <div className="field">
        <label htmlFor={`${idPrefix}-date`}>Date</label>
        <DateInput
          id={`${idPrefix}-date`}
          value={draft.date}
          onChange={(date) => setDraft((current) => ({ ...current, date }))}
        />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-amount`}>Montant TTC (€)</label>
        <input
          id={`${idPrefix}-amount`}
          inputMode="decimal"
          placeholder="ex. 1 200,00"
          value={draft.amount}
          onChange={(event) => setDraft((current) => ({ ...current, amount: event.target.value }))}
        />
      </div>
      <div className="forecast-form-actions">
        {draft.amount.trim() !== "" && (
          <Button type="submit" variant="primary" size="sm" busy={saving}>
            {submitLabel}
          </Button>
        )}
        {onCancel && (
          <Button size="sm" onClick={onCancel}>
            Annuler
          </Button>
        )}
      </div>
      {error !== null && error !== undefined && (
        <p className="field-error forecast-form-error" role="alert">
          {apiErrorMessage(error)}
        </p>
      )}
    </form>
  );
}
