import type { HydraRoute } from "../route";

export const forecastItemRoutes: HydraRoute[] = [];
