import type { RouteDef } from "../../../app/route-def";
import { projectListLoader } from "./project-helpers";

/** The screens of projects: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const projectsRoutes = [
  {
    name: "admin-tronc-commun-projects-list",
    path: "/projects",
    title: "Liste des Projets",
    screen: () => import("./project-list-page"),
    loader: projectListLoader,
  },
  {
    name: "admin-tronc-commun-projects-edit",
    path: "/projects/:id",
    title: "Détail du projet",
    screen: () => import("./project-detail-page"),
  },
] as const satisfies readonly RouteDef[];
