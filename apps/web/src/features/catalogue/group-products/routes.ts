import type { RouteDef } from "../../../app/route-def";

/** The screens of group-products: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const groupProductsRoutes = [
  {
    name: "admin-tronc-commun-triangle-products-list",
    path: "/triangle-products",
    title: "Produits des entreprises du groupe",
    screen: () => import("./group-product-list-page"),
  },
] as const satisfies readonly RouteDef[];
