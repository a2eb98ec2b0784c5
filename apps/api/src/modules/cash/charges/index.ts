import { PAGE_SIZES } from "@tronc/domain";
import { defineResource } from "../../resource/define-resource";
import { chargeContract } from "./contract";
import { chargeExtraRows } from "./hydra-extra";
import { rolloutCharges } from "./rollout";
import { createCharge, updateCharge, updateChargeFuture } from "./save";
import { chargeListStats, getCharge, searchCharges } from "./search";
import { chargeWire } from "./wire";

/**
 * /api/compta/financial-forecast/charges: the plain list of every charge (page, maxResults), POST and
 * GET {id}; PUT {id}, /charges-search and /charges-search-stats are written by hand (hydra-extra.ts).
 */
export const chargeModule = defineResource(
  chargeContract,
  {
    search: searchCharges,
    stats: chargeListStats,
    get: getCharge,
    create: createCharge,
    update: updateCharge,
    updateFuture: updateChargeFuture,
    rollout: rolloutCharges,
  },
  {
    hydra: {
      wire: chargeWire,
      lists: [
        {
          operation: "search",
          input: (query) => ({
            states: [],
            page: query.page(),
            pageSize: query.maxResults(PAGE_SIZES.charges),
          }),
        },
      ],
      get: "get",
      create: "create",
      extra: chargeExtraRows,
    },
  },
);
