import type { RouteDef } from "../../../app/route-def";

/** The screens of invoices: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const invoicesRoutes = [
  {
    name: "admin-compta-invoice-list",
    path: "/compta/invoice",
    title: "Factures client",
    screen: () => import("./invoice-list-page"),
  },
  {
    name: "admin-compta-invoice-edit",
    path: "/compta/invoice/:id",
    title: "Facture client",
    screen: () => import("./invoice-edit-page"),
  },
] as const satisfies readonly RouteDef[];
