import type { HydraRoute } from "../route";

/** credits-search and -search_stats (helper H2): rows to come. */
export const creditSearchRoutes: HydraRoute[] = [];
