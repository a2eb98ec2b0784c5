import type { HydraRoute } from "../route";

export const forecastDayRoutes: HydraRoute[] = [];
