import type { RouteDef } from "../../../app/route-def";

/** The screens of task-types: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const taskTypesRoutes = [
  {
    name: "admin-tronc-commun-task-type-list",
    path: "/task-type",
    title: "Types de tâche",
    screen: () => import("./task-type-list-page"),
  },
  {
    name: "admin-tronc-commun-task-type-edit",
    path: "/task-type/:id",
    title: "Type de tâche",
    screen: () => import("./task-type-edit-page"),
  },
] as const satisfies readonly RouteDef[];
