import { leadListLoader } from "../features/leads/lead-list-loader";
import { projectListLoader } from "../features/projects/project-helpers";
import { type LazyScreen, lazyScreen } from "./lazy-screen";
import type { RouteName } from "./paths";

/**
 * The built screens, loaded on demand, by route name; a route without one shows "bientôt disponible".
 * To add a screen: `"<route-name>": lazyScreen(() => import("../features/<area>/<resource>-list-page"))`,
 * with a route loader as second argument to fetch its first data in parallel with its code.
 */
export const screens: Partial<Record<RouteName, LazyScreen>> = {
  "admin-tronc-commun-home": lazyScreen(() => import("../features/home/home-page")),
  "admin-compta-bank-account-list": lazyScreen(
    () => import("../features/cash/bank-accounts/bank-account-list-page"),
  ),
  "admin-tronc-commun-lead": lazyScreen(() => import("../features/leads/lead-list-page"), leadListLoader),
  "admin-tronc-commun-edit-lead": lazyScreen(() => import("../features/leads/lead-edit-page")),
  "admin-tronc-commun-recommendation-list": lazyScreen(
    () => import("../features/recommendations/recommendation-list-page"),
  ),
  "admin-dayoff-list": lazyScreen(() => import("../features/leave/dayoff-list-page")),
  "admin-tronc-commun-companies": lazyScreen(() => import("../features/clients/client-list-page")),
  "admin-tronc-commun-company-view": lazyScreen(() => import("../features/clients/client-sheet-page")),
  "admin-tronc-commun-user": lazyScreen(() => import("../features/users/user-list-page")),
  "admin-tronc-commun-user-edit": lazyScreen(() => import("../features/users/user-edit-page")),
  "admin-tronc-commun-coach-ia": lazyScreen(() => import("../features/coaches/coach-list-page")),
  "admin-tronc-commun-coach-ia-edit": lazyScreen(() => import("../features/coaches/coach-edit-page")),
  "admin-tronc-commun-company": lazyScreen(
    () => import("../features/triangle-companies/triangle-company-list-page"),
  ),
  "admin-tronc-commun-company-edit": lazyScreen(
    () => import("../features/triangle-companies/triangle-company-edit-page"),
  ),
  "admin-tronc-commun-compta-tva-list": lazyScreen(() => import("../features/vat/vat-list-page")),
  "admin-tronc-commun-compta-tva-edit": lazyScreen(() => import("../features/vat/vat-edit-page")),
  "admin-tronc-commun-supplier-list": lazyScreen(() => import("../features/suppliers/supplier-list-page")),
  "admin-tronc-commun-supplier-view": lazyScreen(() => import("../features/suppliers/supplier-sheet-page")),
  "admin-tronc-commun-supplier-edit": lazyScreen(() => import("../features/suppliers/supplier-edit-page")),
  "admin-tronc-commun-task-report-tracking": lazyScreen(
    () => import("../features/time-entries/time-spent-page"),
  ),
  "admin-tronc-commun-task-list": lazyScreen(() => import("../features/tasks/task-list-page")),
  "admin-tronc-commun-task-edit": lazyScreen(() => import("../features/tasks/task-list-page")),
  "admin-tronc-commun-task-type-list": lazyScreen(() => import("../features/task-types/task-type-list-page")),
  "admin-tronc-commun-task-type-edit": lazyScreen(() => import("../features/task-types/task-type-edit-page")),
  "admin-tronc-commun-triangle-products-list": lazyScreen(
    () => import("../features/group-products/group-product-list-page"),
  ),
  "admin-tronc-commun-products-type-list": lazyScreen(
    () => import("../features/product-types/product-type-list-page"),
  ),
  "admin-tronc-commun-product-type-view": lazyScreen(
    () => import("../features/product-types/product-type-page"),
  ),
  "admin-tronc-commun-product-type-edit": lazyScreen(
    () => import("../features/product-types/product-type-page"),
  ),
  "admin-tronc-commun-gantt": lazyScreen(() => import("../features/gantt/gantt-page")),
  "admin-event-calendar": lazyScreen(() => import("../features/event-calendar/event-calendar-page")),
  "admin-tronc-commun-projects-list": lazyScreen(
    () => import("../features/projects/project-list-page"),
    projectListLoader,
  ),
  "admin-tronc-commun-projects-edit": lazyScreen(() => import("../features/projects/project-detail-page")),
  "admin-tronc-commun-delivery-reports": lazyScreen(
    () => import("../features/delivery-reports/delivery-report-list-page"),
  ),
  "admin-tronc-commun-compta-quotation-list": lazyScreen(
    () => import("../features/accounting-quotations/quotation-list-page"),
  ),
  "admin-tronc-commun-compta-quotation-edit": lazyScreen(
    () => import("../features/accounting-quotations/quotation-edit-page"),
  ),
  "admin-compta-invoice-list": lazyScreen(() => import("../features/invoices/invoice-list-page")),
  "admin-compta-invoice-edit": lazyScreen(() => import("../features/invoices/invoice-edit-page")),
  "admin-compta-credit-list": lazyScreen(() => import("../features/credits/credit-list-page")),
  "admin-compta-credit-edit": lazyScreen(() => import("../features/credits/credit-edit-page")),
  "admin-compta-purchase-order-list": lazyScreen(
    () => import("../features/purchase-orders/purchase-order-list-page"),
  ),
  "admin-compta-purchase-order-edit": lazyScreen(
    () => import("../features/purchase-orders/purchase-order-edit-page"),
  ),
  "admin-compta-supplier-invoice-list": lazyScreen(
    () => import("../features/supplier-invoices/supplier-invoice-list-page"),
  ),
  "admin-compta-supplier-invoice-edit": lazyScreen(
    () => import("../features/supplier-invoices/supplier-invoice-edit-page"),
  ),
  "admin-tronc-commun-compta-customer-payment-collection": lazyScreen(
    () => import("../features/payment-collections/collection-list-page"),
  ),
  "shell-ui-kit": lazyScreen(() => import("../features/ui-kit/ui-kit-page")),
  "admin-tronc-commun-financial-forecast": lazyScreen(() => import("../features/forecast/forecast-page")),
  "admin-tronc-commun-financial-forecast-charges": lazyScreen(
    () => import("../features/charges/charge-list-page"),
  ),
  "admin-compta-export-list": lazyScreen(
    () => import("../features/accounting-summary/accounting-summary-page"),
  ),
  "admin-tronc-commun-alert-list": lazyScreen(() => import("../features/alerts/alert-list-page")),
  "admin-material-list": lazyScreen(() => import("../features/materials/material-list-page")),
  "admin-tronc-commun-tutorials": lazyScreen(() => import("../features/tutorials/tutorial-list-page")),
};
