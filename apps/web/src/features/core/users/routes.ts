import type { RouteDef } from "../../../app/route-def";

/** The screens of users: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const usersRoutes = [
  {
    name: "admin-tronc-commun-user",
    path: "/user",
    title: "Utilisateurs",
    access: "superAdmin",
    screen: () => import("./user-list-page"),
  },
  {
    name: "admin-tronc-commun-user-edit",
    path: "/user/:id",
    title: "Utilisateur",
    access: "superAdmin",
    screen: () => import("./user-edit-page"),
  },
] as const satisfies readonly RouteDef[];
