import type { HydraRoute } from "../route";

export const quotationRoutes: HydraRoute[] = [];
