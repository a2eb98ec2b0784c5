import type { RouteDef } from "../../../app/route-def";

/** The screens of event-calendar: the route table's rows (app/paths.ts reads them) and their code, loaded on demand. */
export const eventCalendarRoutes = [
  {
    name: "admin-event-calendar",
    path: "/event-calendar",
    title: "Calendrier des évènements",
    screen: () => import("./event-calendar-page"),
  },
] as const satisfies readonly RouteDef[];
