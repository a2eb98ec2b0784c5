import type { RouteDef } from "../../../app/route-def";

/** The screens of payment-collections: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const paymentCollectionsRoutes = [
  {
    name: "admin-tronc-commun-compta-customer-payment-collection",
    path: "/compta/customer-payment-collection",
    title: "Encaissements client",
    screen: () => import("./collection-list-page"),
  },
] as const satisfies readonly RouteDef[];
