import type { RouteDef } from "../../../app/route-def";

/** The screens of vat: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const vatRoutes = [
  {
    name: "admin-tronc-commun-compta-tva-list",
    path: "/compta/tva",
    title: "TVA",
    screen: () => import("./vat-list-page"),
  },
  {
    name: "admin-tronc-commun-compta-tva-edit",
    path: "/compta/tva/:id",
    title: "Taux de TVA",
    screen: () => import("./vat-edit-page"),
  },
] as const satisfies readonly RouteDef[];
