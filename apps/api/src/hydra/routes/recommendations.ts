import type { HydraRoute } from "../route";

export const recommendationRoutes: HydraRoute[] = [];
