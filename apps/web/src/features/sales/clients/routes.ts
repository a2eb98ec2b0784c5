import type { RouteDef } from "../../../app/route-def";

/** The screens of clients: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const clientsRoutes = [
  {
    name: "admin-tronc-commun-companies",
    path: "/companies",
    title: "Clients",
    screen: () => import("./client-list-page"),
  },
  {
    name: "admin-tronc-commun-company-view",
    path: "/companies/:id",
    title: "Fiche client",
    screen: () => import("./client-sheet-page"),
  },
] as const satisfies readonly RouteDef[];
