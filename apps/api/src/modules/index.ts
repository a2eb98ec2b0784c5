import type { HydraRoute } from "../hydra/route";
import type { DemoSeeder } from "../seed/demo";
import { accountingSummaryModule } from "./cash/accounting-summary";
import { bankAccountModule } from "./cash/bank-accounts";
import { chargeModule } from "./cash/charges";
import { forecastModule } from "./cash/forecast";
import { forecastItemModule } from "./cash/forecast-items";
import { forecastPaymentModule } from "./cash/forecast-payments";
import { productTypeModule } from "./catalogue/product-types";
import { supplierOfferModule } from "./catalogue/supplier-offers";
import { supplierModule } from "./catalogue/suppliers";
import { taskTypeModule } from "./catalogue/task-types";
import { coachModule } from "./core/coaches";
import { triangleCompanyModule } from "./core/triangle-companies";
import { userModule } from "./core/users";
import { vatModule } from "./core/vat";
import { supplierInvoiceListModule } from "./money-out/supplier-invoice-list";
import { supplierInvoiceModule } from "./money-out/supplier-invoices";
import { supplierPaymentModule } from "./money-out/supplier-payments";
import { eventCalendarModule } from "./proposals/event-calendar";
import type { FileRoute } from "./resource/define-resource";
import { alertModule } from "./support/alerts";
import { materialModule } from "./support/materials";
import { dayOffModule } from "./work/day-offs";
import { projectModule } from "./work/projects";
import { timeEntryModule } from "./work/time-entries";

/**
 * Every resource built as a module (contract, services, index): the app router, the Hydra table, the
 * server's prints and exports and the demo data read them from here, and nowhere else. The resources not yet moved keep their routers
 * and Hydra routes (docs/decisions.md, issue 26).
 */
export const moduleProcedures = {
  [vatModule.name]: vatModule.procedures,
  [bankAccountModule.name]: bankAccountModule.procedures,
  [taskTypeModule.name]: taskTypeModule.procedures,
  [eventCalendarModule.name]: eventCalendarModule.procedures,
  [dayOffModule.name]: dayOffModule.procedures,
  [productTypeModule.name]: productTypeModule.procedures,
  [supplierOfferModule.name]: supplierOfferModule.procedures,
  [triangleCompanyModule.name]: triangleCompanyModule.procedures,
  [coachModule.name]: coachModule.procedures,
  [alertModule.name]: alertModule.procedures,
  [chargeModule.name]: chargeModule.procedures,
  [supplierModule.name]: supplierModule.procedures,
  [projectModule.name]: projectModule.procedures,
  [timeEntryModule.name]: timeEntryModule.procedures,
  [userModule.name]: userModule.procedures,
  [materialModule.name]: materialModule.procedures,
  [supplierInvoiceModule.name]: supplierInvoiceModule.procedures,
  [supplierInvoiceListModule.name]: supplierInvoiceListModule.procedures,
  [supplierPaymentModule.name]: supplierPaymentModule.procedures,
  [forecastModule.name]: forecastModule.procedures,
  [forecastItemModule.name]: forecastItemModule.procedures,
  [forecastPaymentModule.name]: forecastPaymentModule.procedures,
  [accountingSummaryModule.name]: accountingSummaryModule.procedures,
};

export const modules = [
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
  supplierInvoiceModule,
  supplierInvoiceListModule,
  supplierPaymentModule,
  forecastModule,
  forecastItemModule,
  forecastPaymentModule,
  accountingSummaryModule,
];

export const moduleHydraRoutes: HydraRoute[] = modules.flatMap((module) => module.hydraRoutes);

export const moduleFileRoutes: FileRoute[] = modules.flatMap((module) => module.fileRoutes);

export const moduleDemoSeeders: DemoSeeder[] = modules.flatMap((module) =>
  module.seedDemo ? [module.seedDemo] : [],
);
