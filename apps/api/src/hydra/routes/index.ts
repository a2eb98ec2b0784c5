import { moduleHydraRoutes, purchaseModuleHydraRoutes } from "../../modules";
import { quotationPutRows } from "../../modules/proposals/quotations/hydra-extra";
import type { HydraRoute } from "../route";
import { deliveryReportRoutes } from "./delivery-reports";
import { forecastDayRoutes } from "./forecast-days";
import { forecastItemRoutes } from "./forecast-items";
import { forecastPaymentRoutes } from "./forecast-payments";
import { ganttRoutes } from "./gantt";
import { supplierInvoiceSearchRoutes } from "./supplier-invoice-search";
import { supplierInvoiceRoutes } from "./supplier-invoices";
import { supplierPaymentRoutes } from "./supplier-payments";

/** The shim table: every documented HTTP path of the areas built so far. */
export const hydraRoutes: HydraRoute[] = [
  ...deliveryReportRoutes,
  ...ganttRoutes,
  ...quotationPutRows,
  ...purchaseModuleHydraRoutes,
  ...forecastPaymentRoutes,
  ...supplierInvoiceSearchRoutes,
  ...supplierInvoiceRoutes,
  ...supplierPaymentRoutes,
  ...forecastDayRoutes,
  ...forecastItemRoutes,
  ...moduleHydraRoutes,
];
