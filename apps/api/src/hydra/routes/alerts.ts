import type { HydraRoute } from "../route";

/** /api/tronc-commun/tronc_commun_alerts (+ -search): being built (issue 17). */
export const alertRoutes: HydraRoute[] = [];
