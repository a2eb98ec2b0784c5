import type { RouteDef } from "../../../app/route-def";
import { leadListLoader } from "./lead-list-loader";

/** The screens of leads: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const leadsRoutes = [
  {
    name: "admin-tronc-commun-lead",
    path: "/lead",
    title: "Liste des Leads",
    screen: () => import("./lead-list-page"),
    loader: leadListLoader,
  },
  {
    name: "admin-tronc-commun-edit-lead",
    path: "/lead/edit/:id",
    title: "Fiche lead",
    screen: () => import("./lead-edit-page"),
  },
] as const satisfies readonly RouteDef[];
