import {
  formatCentsAsDecimal,
  formatEuros,
  formatMessage,
  PAYMENT_MODE_LABELS,
  type PaymentMode,
  type PaymentType,
} from "@tronc/domain";
import { apiErrorMessage, domainErrorOf } from "../../../lib/api-error";
import { formatDate } from "../../../lib/format";
import type { RouterOutputs } from "../../../lib/trpc";

export type PaymentView = RouterOutputs["invoicePayment"]["byInvoice"][number];
export type PaymentOptions = RouterOutputs["invoicePayment"]["options"];

/** The payment modal as typed: the amount as written ('500,00'), the server reads and checks it. */
export interface PaymentDraft {
  amount: string;
  paymentType: PaymentType;
  paymentMode: PaymentMode | "";
  comment: string;
  /** 'yyyy-MM-dd'. */
  paidAt: string;
  creditId: number | null;
  forecastPaymentId: number | null;
}

/** A new payment: what is left to pay, as a balance, dated today (Paris); the mode is to choose. */
export const newPaymentDraft = (options: PaymentOptions): PaymentDraft => ({
  amount: options.amountLeftCents > 0 ? formatCentsAsDecimal(options.amountLeftCents) : "",
  paymentType: "TYPE_SOLD",
  paymentMode: "",
  comment: "",
  paidAt: options.today,
  creditId: null,
  forecastPaymentId: null,
});

export const draftOfPayment = (payment: PaymentView): PaymentDraft => ({
  amount: formatCentsAsDecimal(payment.amountCents),
  paymentType: payment.paymentType,
  paymentMode: payment.paymentMode,
  comment: payment.comment,
  paidAt: payment.paidAt,
  creditId: payment.credit?.id ?? null,
  forecastPaymentId: payment.forecastPayment?.id ?? null,
});

/** What create and update send: a credit only in mode 'Avoir', nulls for what is not chosen. */
export const paymentFields = (draft: PaymentDraft) => ({
  amount: draft.amount,
  paymentType: draft.paymentType,
  paymentMode: draft.paymentMode === "" ? null : draft.paymentMode,
  comment: draft.comment,
  paidAt: draft.paidAt === "" ? null : draft.paidAt,
  creditId: draft.paymentMode === "MODE_CREDIT" ? draft.creditId : null,
  forecastPaymentId: draft.forecastPaymentId,
});

export type PaymentFieldErrors = Partial<Record<keyof PaymentDraft, string>>;

/** The refusal the page can tell before asking the server (the server says it too). */
export function localPaymentErrors(draft: PaymentDraft): PaymentFieldErrors {
  if (draft.paymentMode === "MODE_CREDIT" && draft.creditId === null) {
    return { creditId: formatMessage("CREDIT_NOT_SELECTED") };
  }
  return {};
}

export function paymentFieldErrors(error: unknown): PaymentFieldErrors {
  const field = domainErrorOf(error)?.field;
  return field ? { [field]: apiErrorMessage(error) } : {};
}

/**
 * The modes offered: the options' (with 'Avoir' only when a usable credit exists), plus the mode of
 * the payment being changed (a credit it used up is no longer 'usable').
 */
export function offeredModes(options: PaymentOptions, editing: PaymentView | null) {
  const modes = [...options.modes];
  if (editing && !modes.some((mode) => mode.value === editing.paymentMode)) {
    modes.push({ value: editing.paymentMode, label: PAYMENT_MODE_LABELS[editing.paymentMode] });
  }
  return modes;
}

export interface CreditChoice {
  id: number;
  label: string;
}

/** 'AV-TRI-2026-00001 — reste 250,00 €'; the credit of the payment being changed stays offered. */
export function creditChoices(options: PaymentOptions, editing: PaymentView | null): CreditChoice[] {
  const choices = options.credits.map((credit) => ({
    id: credit.id,
    label: `${credit.reference} — reste ${formatEuros(credit.amountLeftCents)}`,
  }));
  const own = editing?.credit;
  if (own && !choices.some((choice) => choice.id === own.id)) {
    choices.unshift({ id: own.id, label: `${own.reference ?? "Avoir"} — utilisé par ce paiement` });
  }
  return choices;
}

/** 'DEV-… du 12/06/2026 — 1 000,00 €'; one matched with another payment cannot be chosen. */
export function forecastChoices(options: PaymentOptions, editing: PaymentView | null) {
  const own = editing?.forecastPayment?.id ?? null;
  return options.forecastPayments.map((forecast) => ({
    id: forecast.id,
    label: `${forecast.quotationReference} du ${formatDate(forecast.date)} — ${formatEuros(forecast.amountCents)}`,
    taken: forecast.matched && forecast.id !== own,
  }));
}
