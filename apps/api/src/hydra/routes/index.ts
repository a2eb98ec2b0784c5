import type { HydraRoute } from "../route";
import { clientRoutes } from "./clients";
import { coachRoutes } from "./coaches";
import { dayOffRoutes } from "./day-offs";
import { leadExchangeRoutes } from "./lead-exchanges";
import { leadProjectRoutes } from "./lead-projects";
import { leadRoutes } from "./leads";
import { productTypeRoutes } from "./product-types";
import { supplierRoutes } from "./suppliers";
import { taskTypeRoutes } from "./task-types";
import { triangleCompanyRoutes } from "./triangle-companies";
import { triangleProductRoutes } from "./triangle-products";
import { vatRoutes } from "./vat";

/** The shim table: every documented HTTP path of the areas built so far. */
export const hydraRoutes: HydraRoute[] = [
  ...leadRoutes,
  ...leadExchangeRoutes,
  ...leadProjectRoutes,
  ...clientRoutes,
  ...dayOffRoutes,
  ...vatRoutes,
  ...coachRoutes,
  ...triangleCompanyRoutes,
  ...triangleProductRoutes,
  ...supplierRoutes,
  ...productTypeRoutes,
  ...taskTypeRoutes,
];
