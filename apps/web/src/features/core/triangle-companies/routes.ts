import type { RouteDef } from "../../../app/route-def";

/** The screens of triangle-companies: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const triangleCompaniesRoutes = [
  {
    name: "admin-tronc-commun-company",
    path: "/company",
    title: "Entreprises du groupe",
    access: "superAdmin",
    screen: () => import("./triangle-company-list-page"),
  },
  {
    name: "admin-tronc-commun-company-edit",
    path: "/company/:id",
    title: "Entreprise du groupe",
    access: "superAdmin",
    screen: () => import("./triangle-company-edit-page"),
  },
] as const satisfies readonly RouteDef[];
