import type { HydraRoute } from "../route";

export const quotationExpenseRoutes: HydraRoute[] = [];
