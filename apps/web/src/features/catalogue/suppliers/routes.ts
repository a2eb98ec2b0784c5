import type { RouteDef } from "../../../app/route-def";

/** The screens of suppliers: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const suppliersRoutes = [
  {
    name: "admin-tronc-commun-supplier-list",
    path: "/suppliers",
    title: "Liste des fournisseurs",
    screen: () => import("./supplier-list-page"),
  },
  {
    name: "admin-tronc-commun-supplier-view",
    path: "/suppliers/:id",
    title: "Fiche fournisseur",
    screen: () => import("./supplier-sheet-page"),
  },
  {
    name: "admin-tronc-commun-supplier-edit",
    path: "/suppliers/:id/edit",
    title: "Modifier le fournisseur",
    screen: () => import("./supplier-edit-page"),
  },
] as const satisfies readonly RouteDef[];
