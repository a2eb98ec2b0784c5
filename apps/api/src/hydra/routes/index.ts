import { moduleHydraRoutes, purchaseModuleHydraRoutes } from "../../modules";
import type { HydraRoute } from "../route";
import { clientRoutes } from "./clients";
import { creditLineRoutes } from "./credit-lines";
import { creditSearchRoutes } from "./credit-search";
import { creditRoutes } from "./credits";
import { deliveryReportRoutes } from "./delivery-reports";
import { forecastDayRoutes } from "./forecast-days";
import { forecastItemRoutes } from "./forecast-items";
import { forecastPaymentRoutes } from "./forecast-payments";
import { ganttRoutes } from "./gantt";
import { invoiceLineRoutes } from "./invoice-lines";
import { invoicePaymentRoutes } from "./invoice-payments";
import { invoiceSearchRoutes } from "./invoice-search";
import { invoiceRoutes } from "./invoices";
import { leadExchangeRoutes } from "./lead-exchanges";
import { leadRoutes } from "./leads";
import { paymentCollectionRoutes } from "./payment-collections";
import { quotationRoutes } from "./quotations";
import { recommendationRoutes } from "./recommendations";
import { reportingCompanyRoutes } from "./reporting-company";
import { supplierInvoiceSearchRoutes } from "./supplier-invoice-search";
import { supplierInvoiceRoutes } from "./supplier-invoices";
import { supplierPaymentRoutes } from "./supplier-payments";
import { taskRoutes } from "./tasks";
import { triangleProductRoutes } from "./triangle-products";

/** The shim table: every documented HTTP path of the areas built so far. */
export const hydraRoutes: HydraRoute[] = [
  ...leadRoutes,
  ...leadExchangeRoutes,
  ...clientRoutes,
  ...deliveryReportRoutes,
  ...triangleProductRoutes,
  ...taskRoutes,
  ...ganttRoutes,
  ...recommendationRoutes,
  ...quotationRoutes,
  ...purchaseModuleHydraRoutes,
  ...forecastPaymentRoutes,
  ...invoiceSearchRoutes,
  ...invoiceRoutes,
  ...invoiceLineRoutes,
  ...creditSearchRoutes,
  ...creditRoutes,
  ...creditLineRoutes,
  ...paymentCollectionRoutes,
  ...invoicePaymentRoutes,
  ...reportingCompanyRoutes,
  ...supplierInvoiceSearchRoutes,
  ...supplierInvoiceRoutes,
  ...supplierPaymentRoutes,
  ...forecastDayRoutes,
  ...forecastItemRoutes,
  ...moduleHydraRoutes,
];
