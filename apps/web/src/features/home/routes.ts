import type { RouteDef } from "../../app/route-def";

/** The screens of home: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const homeRoutes = [
  {
    name: "admin-tronc-commun-home",
    path: "/",
    title: "Tableau de bord Tronc Commun",
    screen: () => import("./home-page"),
  },
] as const satisfies readonly RouteDef[];
