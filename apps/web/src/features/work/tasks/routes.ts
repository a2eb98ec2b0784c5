import type { RouteDef } from "../../../app/route-def";

/** The screens of tasks: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const tasksRoutes = [
  {
    name: "admin-tronc-commun-task-list",
    path: "/task",
    title: "Tâches",
    screen: () => import("./task-list-page"),
  },
  {
    name: "admin-tronc-commun-task-edit",
    path: "/task/:id",
    title: "Tâche",
    screen: () => import("./task-list-page"),
  },
] as const satisfies readonly RouteDef[];
