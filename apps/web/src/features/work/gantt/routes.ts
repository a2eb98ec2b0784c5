import type { RouteDef } from "../../../app/route-def";

/** The screens of gantt: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const ganttRoutes = [
  { name: "admin-tronc-commun-gantt", path: "/gantt", title: "Gantt", screen: () => import("./gantt-page") },
] as const satisfies readonly RouteDef[];
