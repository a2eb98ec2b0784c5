import type { Cents } from "@tronc/domain";
import {
  formatCentsAsDecimal,
  offeredPaymentModes,
  PAYMENT_MODE_LABELS,
  PAYMENT_TYPE_LABELS,
  type PaymentType,
} from "@tronc/domain";
import type { RouterOutputs } from "../../../lib/trpc";
import type { PaymentBaseDraft } from "../../money-in/payments/payment-fields";

export type SupplierPaymentView = RouterOutputs["supplierPayment"]["byInvoice"][number];

/** 'Avoir' is always offered on the supplier side: there is no credit note to choose. */
export const SUPPLIER_PAYMENT_MODES = offeredPaymentModes("supplier", false).map((value) => ({
  value,
  label: PAYMENT_MODE_LABELS[value],
}));

export const SUPPLIER_PAYMENT_TYPES = (Object.keys(PAYMENT_TYPE_LABELS) as PaymentType[]).map((value) => ({
  value,
  label: PAYMENT_TYPE_LABELS[value],
}));

/** A new payment: what is left, as a balance, dated `today` (Paris); the mode is to choose. */
export const newSupplierPaymentDraft = (amountLeftCents: Cents, today: string): PaymentBaseDraft => ({
  amount: amountLeftCents > 0 ? formatCentsAsDecimal(amountLeftCents) : "",
  paymentType: "TYPE_SOLD",
  paymentMode: "",
  comment: "",
  paidAt: today,
});

export const draftOfSupplierPayment = (payment: SupplierPaymentView): PaymentBaseDraft => ({
  amount: formatCentsAsDecimal(payment.amountCents),
  paymentType: payment.paymentType,
  paymentMode: payment.paymentMode,
  comment: payment.comment,
  paidAt: payment.paidAt,
});

/** What create and update send: nulls for what is not chosen, the server reads the amount. */
export const supplierPaymentFields = (draft: PaymentBaseDraft) => ({
  amount: draft.amount,
  paymentType: draft.paymentType,
  paymentMode: draft.paymentMode === "" ? null : draft.paymentMode,
  comment: draft.comment,
  paidAt: draft.paidAt === "" ? null : draft.paidAt,
});
