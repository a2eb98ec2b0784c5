import type { HydraRoute } from "../hydra/route";
import type { DemoSeeder } from "../seed/demo";
import { invoiceLineModule } from "./billing/invoice-lines";
import { invoiceListModule } from "./billing/invoice-list";
import { invoiceModule } from "./billing/invoices";
import { quotationBillingModule } from "./billing/quotation-billing";
import { accountingSummaryModule } from "./cash/accounting-summary";
import { bankAccountModule } from "./cash/bank-accounts";
import { chargeModule } from "./cash/charges";
import { forecastModule } from "./cash/forecast";
import { forecastItemModule } from "./cash/forecast-items";
import { forecastPaymentModule } from "./cash/forecast-payments";
import { groupProductExpenseModule } from "./catalogue/group-product-expenses";
import { groupProductModule } from "./catalogue/group-products";
import { productTypeModule } from "./catalogue/product-types";
import { supplierOfferModule } from "./catalogue/supplier-offers";
import { supplierModule } from "./catalogue/suppliers";
import { taskTypeModule } from "./catalogue/task-types";
import { coachModule } from "./core/coaches";
import { sessionModule } from "./core/session";
import { triangleCompanyModule } from "./core/triangle-companies";
import { userModule } from "./core/users";
import { vatModule } from "./core/vat";
import { clientAccountingModule } from "./money-in/client-accounting";
import { creditLineModule } from "./money-in/credit-lines";
import { creditListModule } from "./money-in/credit-list";
import { creditModule } from "./money-in/credits";
import { invoicePaymentModule } from "./money-in/invoice-payments";
import { paymentCollectionModule } from "./money-in/payment-collections";
import { purchaseOrderListModule } from "./money-out/purchase-order-list";
import { purchaseOrderModule } from "./money-out/purchase-orders";
import { supplierInvoiceListModule } from "./money-out/supplier-invoice-list";
import { supplierInvoiceModule } from "./money-out/supplier-invoices";
import { supplierPaymentModule } from "./money-out/supplier-payments";
import { accountingQuotationModule } from "./proposals/accounting-quotations";
import { eventCalendarModule } from "./proposals/event-calendar";
import { purchaseFeeModule } from "./proposals/purchase-fees";
import { purchaseLineModule } from "./proposals/purchase-lines";
import { quotationExpenseModule } from "./proposals/quotation-expenses";
import { quotationLineModule } from "./proposals/quotation-lines";
import { quotationModule } from "./proposals/quotations";
import type { FileRoute, Resource } from "./resource/define-resource";
import { addressModule } from "./sales/addresses";
import { clientCompanyModule } from "./sales/clients";
import { companyContactModule } from "./sales/company-contacts";
import { contactFormModule } from "./sales/contact-forms";
import { leadCallModule } from "./sales/lead-calls";
import { leadModule } from "./sales/leads";
import { recommendationModule } from "./sales/recommendations";
import { triangleCustomerModule } from "./sales/triangle-customers";
import { alertModule } from "./support/alerts";
import { materialModule } from "./support/materials";
import { tutorialModule } from "./support/tutorials";
import { dashboardModule } from "./work/dashboard";
import { dayOffModule } from "./work/day-offs";
import { deliveryReportModule } from "./work/delivery-reports";
import { ganttModule } from "./work/gantt";
import { projectModule } from "./work/projects";
import { taskModule } from "./work/tasks";
import { timeEntryModule } from "./work/time-entries";

/**
 * Every resource, each a module (contract, services, index): the app router, the Hydra table, the
 * server's prints and exports and the demo data read them from here, and nowhere else.
 */
export const modules = [
  deliveryReportModule,
  ganttModule,
  dashboardModule,
  // Their rows were in the shim table before every module's: their writes stay before the modules'
  // (the wire snapshot's writes follow the table's order; a product type is deleted after its linked purchases).
  groupProductModule,
  groupProductExpenseModule,
  taskModule,
  vatModule,
  bankAccountModule,
  taskTypeModule,
  eventCalendarModule,
  dayOffModule,
  productTypeModule,
  supplierOfferModule,
  triangleCompanyModule,
  coachModule,
  alertModule,
  chargeModule,
  supplierModule,
  projectModule,
  timeEntryModule,
  userModule,
  materialModule,
  quotationModule,
  quotationLineModule,
  accountingQuotationModule,
  sessionModule,
  tutorialModule,
  addressModule,
  triangleCustomerModule,
  companyContactModule,
  clientCompanyModule,
  contactFormModule,
  leadCallModule,
  recommendationModule,
  leadModule,
  invoiceListModule,
  invoiceLineModule,
  quotationBillingModule,
  invoicePaymentModule,
  invoiceModule,
  clientAccountingModule,
  creditListModule,
  creditModule,
  creditLineModule,
  paymentCollectionModule,
  quotationExpenseModule,
  purchaseLineModule,
  purchaseFeeModule,
  purchaseOrderModule,
  purchaseOrderListModule,
  supplierInvoiceModule,
  supplierInvoiceListModule,
  supplierPaymentModule,
  forecastModule,
  forecastItemModule,
  forecastPaymentModule,
  accountingSummaryModule,
] as const;

type ProceduresOf<M extends readonly Resource<string, unknown>[]> = {
  [R in M[number] as R["name"]]: R["procedures"];
};

/** The app router's procedures, resource by resource, typed for the web's client. */
export const moduleProcedures = Object.fromEntries(
  modules.map((module) => [module.name, module.procedures]),
) as ProceduresOf<typeof modules>;

/**
 * The purchases' and purchase orders' Hydra rows keep their former place in the shim table, before the
 * supplier invoices' rows (hydra/routes/index.ts): the wire snapshot's fixed writes run in the table's
 * order, and a supplier invoice's writes unlink the purchase line that the purchase's PUT answers with
 * (and the line's DELETE empties the purchase a supplier invoice's PUT answers with). Once the supplier
 * invoices are a module listed after these, these rows join the others at the table's end.
 */
const purchaseModules = [
  quotationExpenseModule,
  purchaseLineModule,
  purchaseFeeModule,
  purchaseOrderListModule,
  purchaseOrderModule,
];
const placedApart = new Set<string>(purchaseModules.map((module) => module.name));

export const purchaseModuleHydraRoutes: HydraRoute[] = purchaseModules.flatMap(
  (module) => module.hydraRoutes,
);

export const moduleHydraRoutes: HydraRoute[] = modules
  .filter((module) => !placedApart.has(module.name))
  .flatMap((module) => module.hydraRoutes);

export const moduleFileRoutes: FileRoute[] = modules.flatMap((module) => module.fileRoutes);

export const moduleDemoSeeders: DemoSeeder[] = modules.flatMap((module) =>
  module.seedDemo ? [module.seedDemo] : [],
);
