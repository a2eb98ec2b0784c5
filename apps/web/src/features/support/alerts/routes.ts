import type { RouteDef } from "../../../app/route-def";

/** The screens of alerts: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const alertsRoutes = [
  {
    name: "admin-tronc-commun-alert-list",
    path: "/alerts",
    title: "Liste des Alertes",
    access: "alertReader",
    screen: () => import("./alert-list-page"),
  },
] as const satisfies readonly RouteDef[];
