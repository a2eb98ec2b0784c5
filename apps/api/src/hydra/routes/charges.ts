import type { HydraRoute } from "../route";

export const chargeRoutes: HydraRoute[] = [];
