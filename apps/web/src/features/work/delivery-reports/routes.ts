import type { RouteDef } from "../../../app/route-def";

/** The screens of delivery-reports: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const deliveryReportsRoutes = [
  {
    name: "admin-tronc-commun-delivery-reports",
    path: "/delivery-reports",
    title: "Liste des PV de livraison",
    screen: () => import("./delivery-report-list-page"),
  },
  // The client's page of a delivery report, opened from its link without a session (app.tsx).
  { name: "public-delivery-report", path: "/pv/:token", title: "PV de livraison", absolute: true },
] as const satisfies readonly RouteDef[];
