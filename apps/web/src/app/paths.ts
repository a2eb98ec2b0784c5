import { invoicesRoutes } from "../features/billing/invoices/routes";
import { accountingSummaryRoutes } from "../features/cash/accounting-summary/routes";
import { bankAccountsRoutes } from "../features/cash/bank-accounts/routes";
import { chargesRoutes } from "../features/cash/charges/routes";
import { forecastRoutes } from "../features/cash/forecast/routes";
import { groupProductsRoutes } from "../features/catalogue/group-products/routes";
import { productTypesRoutes } from "../features/catalogue/product-types/routes";
import { suppliersRoutes } from "../features/catalogue/suppliers/routes";
import { taskTypesRoutes } from "../features/catalogue/task-types/routes";
import { coachesRoutes } from "../features/core/coaches/routes";
import { triangleCompaniesRoutes } from "../features/core/triangle-companies/routes";
import { usersRoutes } from "../features/core/users/routes";
import { vatRoutes } from "../features/core/vat/routes";
import { homeRoutes } from "../features/home/routes";
import { creditsRoutes } from "../features/money-in/credits/routes";
import { paymentCollectionsRoutes } from "../features/money-in/payment-collections/routes";
import { purchaseOrdersRoutes } from "../features/money-out/purchase-orders/routes";
import { supplierInvoicesRoutes } from "../features/money-out/supplier-invoices/routes";
import { accountingQuotationsRoutes } from "../features/proposals/accounting-quotations/routes";
import { eventCalendarRoutes } from "../features/proposals/event-calendar/routes";
import { clientsRoutes } from "../features/sales/clients/routes";
import { leadsRoutes } from "../features/sales/leads/routes";
import { recommendationsRoutes } from "../features/sales/recommendations/routes";
import { alertsRoutes } from "../features/support/alerts/routes";
import { jobsRoutes } from "../features/support/jobs/routes";
import { materialsRoutes } from "../features/support/materials/routes";
import { tutorialsRoutes } from "../features/support/tutorials/routes";
import { uiKitRoutes } from "../features/ui-kit/routes";
import { deliveryReportsRoutes } from "../features/work/delivery-reports/routes";
import { ganttRoutes } from "../features/work/gantt/routes";
import { leaveRoutes } from "../features/work/leave/routes";
import { projectsRoutes } from "../features/work/projects/routes";
import { tasksRoutes } from "../features/work/tasks/routes";
import { timeEntriesRoutes } from "../features/work/time-entries/routes";
import type { RouteDef } from "./route-def";

/** Every admin path sits under this prefix (spec document 3, section 2.1). */
export const ADMIN_BASE = "/tronc-commun/admin";

/** What a screen receives: the route's parameters (`id` for edit screens). */
export interface ScreenProps {
  params: Record<string, string | undefined>;
}

/**
 * The route table: names, paths, titles and who may open them, read from the features' own lists (each
 * feature declares its screens in its `routes.ts`), in the order a path is matched. Adding a feature's
 * screens is one line here.
 */
export const routes = [
  ...homeRoutes,
  ...leadsRoutes,
  ...recommendationsRoutes,
  ...leaveRoutes,
  ...projectsRoutes,
  ...tasksRoutes,
  ...taskTypesRoutes,
  ...clientsRoutes,
  ...usersRoutes,
  ...coachesRoutes,
  ...triangleCompaniesRoutes,
  ...suppliersRoutes,
  ...productTypesRoutes,
  ...groupProductsRoutes,
  ...deliveryReportsRoutes,
  ...ganttRoutes,
  ...timeEntriesRoutes,
  ...eventCalendarRoutes,
  ...accountingQuotationsRoutes,
  ...invoicesRoutes,
  ...creditsRoutes,
  ...paymentCollectionsRoutes,
  ...purchaseOrdersRoutes,
  ...supplierInvoicesRoutes,
  ...vatRoutes,
  ...bankAccountsRoutes,
  ...accountingSummaryRoutes,
  ...forecastRoutes,
  ...chargesRoutes,
  ...alertsRoutes,
  ...jobsRoutes,
  ...materialsRoutes,
  ...tutorialsRoutes,
  ...uiKitRoutes,
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof routes)[number]["name"];
/** One row of the table, with its name typed as a RouteName. */
export type Route = RouteDef & { name: RouteName };
export type { RouteDef };

const byName = new Map<string, Route>(routes.map((route) => [route.name, route]));

export function findRoute(name: RouteName): Route {
  const route = byName.get(name);
  if (!route) throw new Error(`Route inconnue : ${name}`);
  return route;
}

/** The full browser path of a route: path under ADMIN_BASE (or absolute) with its parameters filled. */
export function fullPath(route: Pick<RouteDef, "path" | "absolute">): string {
  if (route.absolute) return route.path;
  return route.path === "/" ? ADMIN_BASE : `${ADMIN_BASE}${route.path}`;
}

/** `routeUrl("admin-tronc-commun-edit-lead", { id: 12 })` → '/tronc-commun/admin/lead/edit/12'. */
export function routeUrl(name: RouteName, params: Record<string, string | number> = {}): string {
  return fullPath(findRoute(name)).replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Paramètre « ${key} » manquant pour la route ${name}`);
    return encodeURIComponent(String(value));
  });
}
