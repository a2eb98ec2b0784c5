import { centsToEuroNumber } from "@tronc/domain";
import type { PaymentView } from "../../services/money-in/payments/view";

/** What every payment view has, customer or supplier side. */
type PaymentFieldsView = Pick<
  PaymentView,
  | "id"
  | "amountCents"
  | "paymentType"
  | "paymentTypeLabel"
  | "paymentMode"
  | "paymentModeLabel"
  | "comment"
  | "paidAt"
>;

/** Spec §3 Payment: the members a customer payment and a supplier payment share on the wire. */
export const paymentWireFields = (payment: PaymentFieldsView) => ({
  id: payment.id,
  amount: centsToEuroNumber(payment.amountCents),
  paymentType: payment.paymentType,
  paymentTypeTrad: payment.paymentTypeLabel,
  paymentMode: payment.paymentMode,
  paymentModeTrad: payment.paymentModeLabel,
  comment: payment.comment,
  paidAt: payment.paidAt,
});
