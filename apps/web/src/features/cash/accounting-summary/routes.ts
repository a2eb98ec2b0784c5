import type { RouteDef } from "../../../app/route-def";

/** The screens of accounting-summary: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const accountingSummaryRoutes = [
  {
    name: "admin-compta-export-list",
    path: "/compta/exports",
    title: "Suivi comptable",
    access: "accounting",
    screen: () => import("./accounting-summary-page"),
  },
] as const satisfies readonly RouteDef[];
