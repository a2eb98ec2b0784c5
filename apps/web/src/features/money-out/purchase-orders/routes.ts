import type { RouteDef } from "../../../app/route-def";

/** The screens of purchase-orders: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const purchaseOrdersRoutes = [
  {
    name: "admin-compta-purchase-order-list",
    path: "/purchase-order",
    title: "Bons de commande",
    screen: () => import("./purchase-order-list-page"),
  },
  {
    name: "admin-compta-purchase-order-edit",
    path: "/purchase-order/:id",
    title: "Bon de commande",
    screen: () => import("./purchase-order-edit-page"),
  },
] as const satisfies readonly RouteDef[];
