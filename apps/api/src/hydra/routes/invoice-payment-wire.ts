import type { PaymentView } from "../../services/payments/view";
import { iri } from "../iri";
import { PATHS } from "../paths";
import { wireType } from "../resource";
import { paymentWireFields } from "./payment-wire-fields";

/**
 * Spec §3 Payment, the same on /compta/invoice_payments and in an invoice's `payments`.
 * `invoicePayment` is the forecast payment the payment is matched with (the spec's 'link to a forecast
 * payment'; the forecast payment's own `invoicePayment` points back).
 */
export const invoicePaymentWire = wireType(
  "InvoicePayment",
  PATHS.invoicePayments,
  (payment: PaymentView) => ({
    ...paymentWireFields(payment),
    invoice: iri(PATHS.invoices, payment.invoiceId),
    invoiceReference: payment.invoiceReference,
    credit: payment.credit === null ? null : iri(PATHS.credits, payment.credit.id),
    creditReference: payment.credit?.reference ?? null,
    invoicePayment:
      payment.forecastPayment === null ? null : iri(PATHS.forecastPayments, payment.forecastPayment.id),
    createdBy: payment.createdBy,
  }),
);
