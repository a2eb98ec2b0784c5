import { centsToEuroNumber } from "@tronc/domain";
import type { PaymentView } from "../../services/payments/view";
import { iri } from "../iri";
import { PATHS } from "../paths";
import { wireType } from "../resource";

/**
 * Spec §3 Payment, the same on /compta/invoice_payments and in an invoice's `payments`.
 * `invoicePayment` is the forecast payment the payment is matched with (the spec's 'link to a forecast
 * payment'; the forecast payment's own `invoicePayment` points back).
 */
export const invoicePaymentWire = wireType(
  "InvoicePayment",
  PATHS.invoicePayments,
  (payment: PaymentView) => ({
    id: payment.id,
    amount: centsToEuroNumber(payment.amountCents),
    paymentType: payment.paymentType,
    paymentTypeTrad: payment.paymentTypeLabel,
    paymentMode: payment.paymentMode,
    paymentModeTrad: payment.paymentModeLabel,
    comment: payment.comment,
    paidAt: payment.paidAt,
    invoice: iri(PATHS.invoices, payment.invoiceId),
    invoiceReference: payment.invoiceReference,
    credit: payment.credit === null ? null : iri(PATHS.credits, payment.credit.id),
    creditReference: payment.credit?.reference ?? null,
    invoicePayment:
      payment.forecastPayment === null ? null : iri(PATHS.forecastPayments, payment.forecastPayment.id),
    createdBy: payment.createdBy,
  }),
);
