import { moduleHydraRoutes, purchaseModuleHydraRoutes } from "../../modules";
import { quotationPutRows } from "../../modules/proposals/quotations/hydra-extra";
import type { HydraRoute } from "../route";

/** The shim table: every documented HTTP path of the areas built so far. */
export const hydraRoutes: HydraRoute[] = [
  ...quotationPutRows,
  ...purchaseModuleHydraRoutes,
  ...moduleHydraRoutes,
];
