import { iri } from "../../../hydra/iri";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import { paymentWireFields } from "../../../hydra/routes/payment-wire-fields";
import type { PaymentView } from "../../../services/money-in/payments/view";

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
