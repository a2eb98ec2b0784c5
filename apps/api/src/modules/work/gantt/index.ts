import { defineResource } from "../../resource/define-resource";
import { ganttContract } from "./contract";
import { ganttChart, ganttFilters } from "./gantt";
import { ganttRows } from "./hydra-rows";

/** GET /api/tronc-commun/gantt: the wire's own answer, written by hand (hydra-rows.ts). */
export const ganttModule = defineResource(
  ganttContract,
  { chart: ganttChart, filters: ganttFilters },
  { hydra: { extra: ganttRows } },
);
