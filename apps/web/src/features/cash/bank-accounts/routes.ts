import type { RouteDef } from "../../../app/route-def";

/** The screens of cash/bank-accounts: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const bankAccountsRoutes = [
  {
    name: "admin-compta-bank-account-list",
    path: "/compta/bank-accounts",
    title: "Comptes bancaires",
    access: "finance",
    screen: () => import("./bank-account-list-page"),
  },
] as const satisfies readonly RouteDef[];
