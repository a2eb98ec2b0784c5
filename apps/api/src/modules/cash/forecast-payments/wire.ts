import { centsToEuroNumber } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import type { ForecastPaymentView } from "../../../services/billing/forecast-payments/views";

export const forecastPaymentWire = wireType(
  "ForecastPayment",
  PATHS.forecastPayments,
  (payment: ForecastPaymentView) => ({
    id: payment.id,
    date: payment.date,
    amount: centsToEuroNumber(payment.amountCents),
    quotation: iri(PATHS.quotations, payment.quotationId),
    invoicePayment: payment.invoicePaymentId,
  }),
);
