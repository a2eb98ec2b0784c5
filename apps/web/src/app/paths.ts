import { accountingQuotationsRoutes } from "../features/accounting-quotations/routes";
import { accountingSummaryRoutes } from "../features/accounting-summary/routes";
import { alertsRoutes } from "../features/alerts/routes";
import { bankAccountsRoutes } from "../features/cash/bank-accounts/routes";
import { chargesRoutes } from "../features/charges/routes";
import { clientsRoutes } from "../features/clients/routes";
import { coachesRoutes } from "../features/coaches/routes";
import { creditsRoutes } from "../features/credits/routes";
import { deliveryReportsRoutes } from "../features/delivery-reports/routes";
import { eventCalendarRoutes } from "../features/event-calendar/routes";
import { forecastRoutes } from "../features/forecast/routes";
import { ganttRoutes } from "../features/gantt/routes";
import { groupProductsRoutes } from "../features/group-products/routes";
import { homeRoutes } from "../features/home/routes";
import { invoicesRoutes } from "../features/invoices/routes";
import { leadsRoutes } from "../features/leads/routes";
import { leaveRoutes } from "../features/leave/routes";
import { materialsRoutes } from "../features/materials/routes";
import { paymentCollectionsRoutes } from "../features/payment-collections/routes";
import { productTypesRoutes } from "../features/product-types/routes";
import { projectsRoutes } from "../features/projects/routes";
import { purchaseOrdersRoutes } from "../features/purchase-orders/routes";
import { recommendationsRoutes } from "../features/recommendations/routes";
import { supplierInvoicesRoutes } from "../features/supplier-invoices/routes";
import { suppliersRoutes } from "../features/suppliers/routes";
import { taskTypesRoutes } from "../features/task-types/routes";
import { tasksRoutes } from "../features/tasks/routes";
import { timeEntriesRoutes } from "../features/time-entries/routes";
import { triangleCompaniesRoutes } from "../features/triangle-companies/routes";
import { tutorialsRoutes } from "../features/tutorials/routes";
import { uiKitRoutes } from "../features/ui-kit/routes";
import { usersRoutes } from "../features/users/routes";
import { vatRoutes } from "../features/vat/routes";
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
