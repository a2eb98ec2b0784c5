import type { HydraRoute } from "../route";

export const eventCalendarRoutes: HydraRoute[] = [];
