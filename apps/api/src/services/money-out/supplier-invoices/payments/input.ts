import {
  type PaymentFields,
  type PaymentValues,
  readNewPayment,
  readPaymentChange,
} from "../../../money-in/payments/input";

/** The supplier payment modal's fields as sent: the customer's, without credit note nor forecast match. */
export type SupplierPaymentFields = Omit<PaymentFields, "creditId" | "forecastPaymentId">;

export type SupplierPaymentValues = Omit<PaymentValues, "creditId" | "forecastPaymentId">;

const columns = ({ creditId: _credit, forecastPaymentId: _forecast, ...values }: PaymentValues) => values;

/** Read as a customer payment is (amount, type and mode required, today in Paris by default). */
export const readNewSupplierPayment = (fields: SupplierPaymentFields, today: string): SupplierPaymentValues =>
  columns(readNewPayment(fields, today));

/** A change: what is absent keeps the current value; null clears the comment. */
export const readSupplierPaymentChange = (
  fields: SupplierPaymentFields,
  current: SupplierPaymentValues,
): SupplierPaymentValues =>
  columns(readPaymentChange(fields, { ...current, creditId: null, forecastPaymentId: null }));
