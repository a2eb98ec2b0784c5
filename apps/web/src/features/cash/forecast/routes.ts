import type { RouteDef } from "../../../app/route-def";

/** The screens of forecast: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const forecastRoutes = [
  {
    name: "admin-tronc-commun-financial-forecast",
    path: "/compta/financial-forecast",
    title: "Prévisionnel",
    access: "accounting",
    screen: () => import("./forecast-page"),
  },
] as const satisfies readonly RouteDef[];
