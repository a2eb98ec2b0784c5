import type { RouteDef } from "../../../app/route-def";

/** The screens of time-entries: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const timeEntriesRoutes = [
  {
    name: "admin-tronc-commun-task-report-tracking",
    path: "/task-report-tracking",
    title: "Temps passé",
    screen: () => import("./time-spent-page"),
  },
] as const satisfies readonly RouteDef[];
