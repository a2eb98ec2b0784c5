import type { RouteDef } from "../../../app/route-def";

/** The screens of leave: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const leaveRoutes = [
  {
    name: "admin-dayoff-list",
    path: "/dayoff",
    title: "Congés",
    screen: () => import("./dayoff-list-page"),
  },
] as const satisfies readonly RouteDef[];
