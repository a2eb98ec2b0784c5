import { moduleProcedures } from "../modules";
import { accountingSummaryRouter } from "../routers/accounting-summary.router";
import { dashboardRouter } from "../routers/dashboard.router";
import { deliveryReportRouter } from "../routers/delivery-report.router";
import { forecastRouter } from "../routers/forecast.router";
import { forecastItemRouter } from "../routers/forecast-item.router";
import { forecastPaymentRouter } from "../routers/forecast-payment.router";
import { ganttRouter } from "../routers/gantt.router";
import { supplierInvoiceRouter } from "../routers/supplier-invoice.router";
import { supplierInvoiceListRouter } from "../routers/supplier-invoice-list.router";
import { supplierPaymentRouter } from "../routers/supplier-payment.router";
import { router } from "./trpc";

export const appRouter = router({
  accountingSummary: accountingSummaryRouter,
  dashboard: dashboardRouter,
  deliveryReport: deliveryReportRouter,
  forecastItem: forecastItemRouter,
  forecastPayment: forecastPaymentRouter,
  forecast: forecastRouter,
  gantt: ganttRouter,
  supplierInvoiceList: supplierInvoiceListRouter,
  supplierInvoice: supplierInvoiceRouter,
  supplierPayment: supplierPaymentRouter,
  ...moduleProcedures,
});

export type AppRouter = typeof appRouter;
