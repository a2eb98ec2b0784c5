import type { HydraRoute } from "../route";

/** /api/material/phones, /vehicules, /animatos, /material_abstracts-search: being built (issue 17). */
export const materialRoutes: HydraRoute[] = [];
