import { getForecastPayment, listForecastPayments } from "../services/invoicing/forecast-payments/list";
import {
  createForecastPayment,
  deleteForecastPayment,
  updateForecastPayment,
} from "../services/invoicing/forecast-payments/save";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import {
  forecastPaymentCreateInput,
  forecastPaymentIdInput,
  forecastPaymentListInput,
  forecastPaymentUpdateInput,
} from "./forecast-payment.schemas";

/** A quotation's payment schedule: every signed-in user works it (as the quotation page). */
export const forecastPaymentRouter = router({
  listByQuotation: authedProcedure
    .input(forecastPaymentListInput)
    .query(({ ctx, input }) => listForecastPayments(serviceCtx(ctx), input)),
  get: authedProcedure
    .input(forecastPaymentIdInput)
    .query(({ ctx, input }) => getForecastPayment(serviceCtx(ctx), input)),
  /** 'Paiement prévisonnel enregistré'; the schedule never passes the quotation's TTC. */
  create: authedProcedure
    .input(forecastPaymentCreateInput)
    .mutation(({ ctx, input }) => createForecastPayment(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(forecastPaymentUpdateInput)
    .mutation(({ ctx, input }) => updateForecastPayment(serviceCtx(ctx), input)),
  delete: authedProcedure
    .input(forecastPaymentIdInput)
    .mutation(({ ctx, input }) => deleteForecastPayment(serviceCtx(ctx), input)),
});
