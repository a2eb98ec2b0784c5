import type { RouteDef } from "../../../app/route-def";

/** The screens of materials: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const materialsRoutes = [
  {
    name: "admin-material-list",
    path: "/material",
    title: "Matériel",
    screen: () => import("./material-list-page"),
  },
] as const satisfies readonly RouteDef[];
