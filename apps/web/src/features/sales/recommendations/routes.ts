import type { RouteDef } from "../../../app/route-def";

/** The screens of recommendations: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const recommendationsRoutes = [
  // The lead area's recommendation list with search (doc 1 §2.7; its name and path are decided).
  {
    name: "admin-tronc-commun-recommendation-list",
    path: "/lead/recommendations",
    title: "Recommandations",
    screen: () => import("./recommendation-list-page"),
  },
] as const satisfies readonly RouteDef[];
