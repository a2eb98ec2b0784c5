import { MAX_PICKER_PAGE_SIZE, MESSAGES, PAGE_SIZES } from "@tronc/domain";
import { TRPCError } from "@trpc/server";
import { PATHS } from "../../../hydra/paths";
import type { QueryReader } from "../../../hydra/query";
import {
  createGroupProduct,
  deleteGroupProduct,
  updateGroupProduct,
} from "../../../services/catalogue/group-products/save";
import {
  type GroupProductState,
  searchGroupProducts,
} from "../../../services/catalogue/group-products/search";
import { getGroupProduct } from "../../../services/catalogue/group-products/views";
import { defineResource } from "../../resource/define-resource";
import { groupProductContract } from "./contract";
import { groupProductExtraRows } from "./hydra-extra";
import { groupProductWire } from "./wire";

const STATES: Record<string, GroupProductState> = {
  enabled: "enabled",
  "1": "enabled",
  true: "enabled",
  disabled: "disabled",
  "0": "disabled",
  false: "disabled",
  all: "all",
};

function stateOf(query: QueryReader): GroupProductState | undefined {
  const value = query.string("searchState")?.toLowerCase();
  if (value === undefined) return undefined;
  const state = STATES[value];
  if (!state) {
    throw new TRPCError({ code: "BAD_REQUEST", message: MESSAGES.GROUP_PRODUCT_SEARCH_STATE_NOT_ONE_OF });
  }
  return state;
}

/** The list's query string: q, company, showAll, searchState, page, maxResults. */
const searchInput = (query: QueryReader) => ({
  q: query.string("q"),
  triangleCompanyId: query.ref("company", PATHS.triangleCompanies),
  showAll: query.bool("showAll"),
  state: stateOf(query),
  page: query.page(),
  pageSize: query.maxResults(PAGE_SIZES.triangleProducts, MAX_PICKER_PAGE_SIZE),
});

/**
 * /api/tronc-commun/tronc_commun_triangle_products (and its -search twin), POST, GET, PUT and DELETE
 * {id}: the lists and GET {id} are the module's rows; the writes read the wire's own body (hydra-extra.ts).
 */
export const groupProductModule = defineResource(
  groupProductContract,
  {
    search: searchGroupProducts,
    get: getGroupProduct,
    create: createGroupProduct,
    update: updateGroupProduct,
    delete: deleteGroupProduct,
  },
  {
    hydra: {
      wire: groupProductWire,
      lists: [
        { operation: "search", input: searchInput },
        { path: PATHS.triangleProductsSearch, operation: "search", input: searchInput },
      ],
      get: "get",
      extra: groupProductExtraRows,
    },
  },
);
