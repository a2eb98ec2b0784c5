import type { RouteDef } from "../../../app/route-def";

/** The background jobs' screen (issue 28, not in the spec): the failed ones, for super admins. */
export const jobsRoutes = [
  {
    name: "admin-tronc-commun-failed-jobs",
    path: "/jobs/failed",
    title: "Tâches en échec",
    access: "superAdmin",
    screen: () => import("./failed-jobs-page"),
  },
] as const satisfies readonly RouteDef[];
