import type { HydraRoute } from "../route";

/** /api/compta/reporting_company/ (helper H5): rows to come. */
export const reportingCompanyRoutes: HydraRoute[] = [];
