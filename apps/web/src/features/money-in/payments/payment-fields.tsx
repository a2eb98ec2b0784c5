import type { Cents } from "@tronc/domain";
import { defaultPaymentTypeForTyped, type PaymentMode, type PaymentType } from "@tronc/domain";
import { type ReactNode, useState } from "react";
import { DateInput } from "../../../ui/date-input";
import { Field } from "../../../ui/field";

/** What every payment modal types, customer or supplier: the amount as written ('500,00'). */
export interface PaymentBaseDraft {
  amount: string;
  paymentType: PaymentType;
  paymentMode: PaymentMode | "";
  comment: string;
  /** 'yyyy-MM-dd'. */
  paidAt: string;
}

export type DraftErrors<D> = Partial<Record<keyof D, string>>;

/** The draft and the refusals of the last try; a field changed no longer carries its refusal. */
export function usePaymentDraft<D extends PaymentBaseDraft>(initial: () => D) {
  const [draft, setDraft] = useState<D>(initial);
  const [errors, setErrors] = useState<DraftErrors<D>>({});
  const set = (changes: Partial<D>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const kept = { ...current };
      for (const key of Object.keys(changes)) delete kept[key as keyof D];
      return kept;
    });
  };
  return { draft, errors, setErrors, set };
}

interface Props<D extends PaymentBaseDraft> {
  draft: D;
  errors: DraftErrors<D>;
  set(changes: Partial<PaymentBaseDraft>): void;
  types: readonly { value: PaymentType; label: string }[];
  modes: readonly { value: PaymentMode; label: string }[];
  /** Under the amount: 'Reste à régler : …'. */
  amountHint?: string | undefined;
  /**
   * A new payment: what is left to pay. Until the person picks a type, the type follows the amount
   * (the domain's rule: 'Acompte' below what is left, 'Solde' at it).
   */
  amountLeftCents?: Cents | undefined;
  /** The side's own fields (the customer's credit note and forecast payment), before the comment. */
  children?: ReactNode;
}

/** The fields of the payment modal (§2.10) both sides share: amount, date, type, mode, comment. */
export function PaymentFormFields<D extends PaymentBaseDraft>(props: Props<D>) {
  const { draft, errors, set, amountLeftCents } = props;
  const [typeChosen, setTypeChosen] = useState(false);
  const changeAmount = (amount: string) => {
    const follows = amountLeftCents !== undefined && !typeChosen;
    const paymentType = follows ? defaultPaymentTypeForTyped(amount, amountLeftCents) : null;
    set(paymentType ? { amount, paymentType } : { amount });
  };
  return (
    <>
      <Field label="Montant TTC (€)" error={errors.amount} hint={props.amountHint} required>
        <input
          id="payment-amount"
          className="input"
          inputMode="decimal"
          autoComplete="off"
          value={draft.amount}
          onChange={(event) => changeAmount(event.target.value)}
        />
      </Field>
      <Field label="Date" error={errors.paidAt} required>
        <DateInput id="payment-date" value={draft.paidAt} onChange={(paidAt) => set({ paidAt })} />
      </Field>
      <Field label="Type de paiement" error={errors.paymentType} required>
        <select
          id="payment-type"
          value={draft.paymentType}
          onChange={(event) => {
            setTypeChosen(true);
            set({ paymentType: event.target.value as PaymentType });
          }}
        >
          {props.types.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Mode de paiement" error={errors.paymentMode} required>
        <select
          id="payment-mode"
          value={draft.paymentMode}
          onChange={(event) => set({ paymentMode: event.target.value as PaymentMode | "" })}
        >
          <option value="">Choisir…</option>
          {props.modes.map((mode) => (
            <option key={mode.value} value={mode.value}>
              {mode.label}
            </option>
          ))}
        </select>
      </Field>
      {props.children}
      <Field label="Commentaire" error={errors.comment} wide>
        <textarea
          id="payment-comment"
          rows={2}
          value={draft.comment}
          onChange={(event) => set({ comment: event.target.value })}
        />
      </Field>
    </>
  );
}
