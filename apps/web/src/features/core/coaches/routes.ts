import type { RouteDef } from "../../../app/route-def";

/** The screens of coaches: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const coachesRoutes = [
  {
    name: "admin-tronc-commun-coach-ia",
    path: "/coach-ia",
    title: "Coachs IA",
    access: "superAdmin",
    screen: () => import("./coach-list-page"),
  },
  {
    name: "admin-tronc-commun-coach-ia-edit",
    path: "/coach-ia/:id",
    title: "Coach IA",
    access: "superAdmin",
    screen: () => import("./coach-edit-page"),
  },
  // The separate AI coach area, outside the admin prefix.
  { name: "coach-ia-home", path: "/coach-ia", title: "Espace Coach IA", absolute: true },
  { name: "coach-ia-analyse", path: "/coach-ia/analyse/:id", title: "Analyse Coach IA", absolute: true },
] as const satisfies readonly RouteDef[];
