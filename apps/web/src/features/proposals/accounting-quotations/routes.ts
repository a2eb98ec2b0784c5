import type { RouteDef } from "../../../app/route-def";

/** The screens of accounting-quotations: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const accountingQuotationsRoutes = [
  {
    name: "admin-tronc-commun-compta-quotation-list",
    path: "/compta/quotation",
    title: "Devis client",
    screen: () => import("./quotation-list-page"),
  },
  {
    name: "admin-tronc-commun-compta-quotation-edit",
    path: "/compta/quotation/:id",
    title: "Devis",
    screen: () => import("./quotation-edit-page"),
  },
] as const satisfies readonly RouteDef[];
