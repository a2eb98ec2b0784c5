import type { RouteDef } from "../../../app/route-def";

/** The screens of supplier-invoices: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const supplierInvoicesRoutes = [
  {
    name: "admin-compta-supplier-invoice-list",
    path: "/supplier-invoice",
    title: "Factures fournisseur",
    screen: () => import("./supplier-invoice-list-page"),
  },
  {
    name: "admin-compta-supplier-invoice-edit",
    path: "/supplier-invoice/:id",
    title: "Facture fournisseur",
    screen: () => import("./supplier-invoice-edit-page"),
  },
] as const satisfies readonly RouteDef[];
