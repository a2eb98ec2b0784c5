import { moduleHydraRoutes } from "../../modules";
import type { HydraRoute } from "../route";
import { clientRoutes } from "./clients";
import { creditLineRoutes } from "./credit-lines";
import { creditSearchRoutes } from "./credit-search";
import { creditRoutes } from "./credits";
import { deliveryReportRoutes } from "./delivery-reports";
import { ganttRoutes } from "./gantt";
import { invoiceLineRoutes } from "./invoice-lines";
import { invoicePaymentRoutes } from "./invoice-payments";
import { invoiceSearchRoutes } from "./invoice-search";
import { invoiceRoutes } from "./invoices";
import { leadExchangeRoutes } from "./lead-exchanges";
import { leadRoutes } from "./leads";
import { paymentCollectionRoutes } from "./payment-collections";
import { purchaseOrderSearchRoutes } from "./purchase-order-search";
import { purchaseOrderRoutes } from "./purchase-orders";
import { quotationExpenseRoutes } from "./quotation-expenses";
import { quotationRoutes } from "./quotations";
import { recommendationRoutes } from "./recommendations";
import { reportingCompanyRoutes } from "./reporting-company";
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
  ...quotationExpenseRoutes,
  ...invoiceSearchRoutes,
  ...invoiceRoutes,
  ...invoiceLineRoutes,
  ...creditSearchRoutes,
  ...creditRoutes,
  ...creditLineRoutes,
  ...paymentCollectionRoutes,
  ...invoicePaymentRoutes,
  ...reportingCompanyRoutes,
  ...purchaseOrderSearchRoutes,
  ...purchaseOrderRoutes,
  ...moduleHydraRoutes,
];
