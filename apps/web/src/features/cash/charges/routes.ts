import type { RouteDef } from "../../../app/route-def";

/** The screens of charges: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const chargesRoutes = [
  {
    name: "admin-tronc-commun-financial-forecast-charges",
    path: "/compta/financial-forecast/charges",
    title: "Budget Prévisionnel : liste des charges",
    access: "accounting",
    screen: () => import("./charge-list-page"),
  },
] as const satisfies readonly RouteDef[];
