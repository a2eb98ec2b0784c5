import type { RouteDef } from "../../../app/route-def";

/** The screens of tutorials: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const tutorialsRoutes = [
  {
    name: "admin-tronc-commun-tutorials",
    path: "/tutorials",
    title: "Aide",
    screen: () => import("./tutorial-list-page"),
  },
] as const satisfies readonly RouteDef[];
