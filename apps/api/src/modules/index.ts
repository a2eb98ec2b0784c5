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
import type { Resource } from "./resource/define-resource";
import { addressModule } from "./sales/addresses";
import { clientCompanyModule } from "./sales/clients";
import { companyContactModule } from "./sales/company-contacts";
import { contactFormModule } from "./sales/contact-forms";
import { leadCallModule } from "./sales/lead-calls";
import { leadModule } from "./sales/leads";
import { recommendationModule } from "./sales/recommendations";
import { triangleCustomerModule } from "./sales/triangle-customers";
import { alertModule } from "./support/alerts";
import { historyModule } from "./support/history";
import { jobModule } from "./support/jobs";
import { materialModule } from "./support/materials";
import { searchModule } from "./support/search";
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
  jobModule,
  searchModule,
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
  historyModule,
] as const;

type ProceduresOf<M extends readonly Resource<string, unknown>[]> = {
  [R in M[number] as R["name"]]: R["procedures"];
};

/** The app router's procedures, resource by resource, typed for the web's client. */
export const moduleProcedures = Object.fromEntries(
  modules.map((module) => [module.name, module.procedures]),
) as ProceduresOf<typeof modules>;

/** The Hydra shim table: every documented HTTP path, each resource's rows in the list's order. */
export const hydraRoutes: HydraRoute[] = modules.flatMap((module) => module.hydraRoutes);

export const moduleDemoSeeders: DemoSeeder[] = modules.flatMap((module) =>
  module.seedDemo ? [module.seedDemo] : [],
);
