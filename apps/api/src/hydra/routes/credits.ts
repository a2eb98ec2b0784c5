import type { HydraRoute } from "../route";

/** Credit notes CRUD, creation from an invoice (helper H1): rows to come. */
export const creditRoutes: HydraRoute[] = [];
