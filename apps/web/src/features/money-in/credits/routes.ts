import type { RouteDef } from "../../../app/route-def";

/** The screens of credits: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const creditsRoutes = [
  {
    name: "admin-compta-credit-list",
    path: "/compta/credit",
    title: "Avoirs client",
    screen: () => import("./credit-list-page"),
  },
  {
    name: "admin-compta-credit-edit",
    path: "/compta/credit/:id",
    title: "Avoir client",
    screen: () => import("./credit-edit-page"),
  },
] as const satisfies readonly RouteDef[];
