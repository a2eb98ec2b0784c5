import type { RouteDef } from "../../../app/route-def";

/** The screens of product-types: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const productTypesRoutes = [
  {
    name: "admin-tronc-commun-products-type-list",
    path: "/products-type",
    title: "Liste des Produits",
    screen: () => import("./product-type-list-page"),
  },
  {
    name: "admin-tronc-commun-product-type-view",
    path: "/product-type/:id",
    title: "Produit type",
    screen: () => import("./product-type-page"),
  },
  {
    name: "admin-tronc-commun-product-type-edit",
    path: "/product-type/:id/edit",
    title: "Modifier le produit type",
    screen: () => import("./product-type-page"),
  },
] as const satisfies readonly RouteDef[];
