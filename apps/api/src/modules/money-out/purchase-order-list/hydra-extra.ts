import { PAGE_SIZES } from "@tronc/domain";
import { PATHS } from "../../../hydra/paths";
import { collectionRoute } from "../../../hydra/resource";
import type { HydraRoute } from "../../../hydra/route";
import { admit } from "../../policies";
import { zeroBasedSearchRow } from "../../resource/accounting-list-rows";
import { purchaseOrderListContract } from "./contract";
import { purchaseOrderFiltersFromQuery, purchaseOrderListWire } from "./wire";

const { search: searchOperation } = purchaseOrderListContract.operations;

const search = zeroBasedSearchRow({
  path: PATHS.purchaseOrdersSearch,
  policy: searchOperation.policy,
  filters: purchaseOrderFiltersFromQuery,
  member: purchaseOrderListWire.member,
  invalidPage: "PURCHASE_ORDER_LIST_PAGE_INVALID",
  pageSize: PAGE_SIZES.purchaseOrders,
  search: (caller, input) => caller.purchaseOrderList.search(input),
});

/** The plain collection: every order, newest first, Hydra's own 1-based pages. */
const collection = collectionRoute(PATHS.purchaseOrders, purchaseOrderListWire.member, (caller, req) => {
  admit(req.user, searchOperation.policy);
  return caller.purchaseOrderList.search({
    states: [],
    page: req.query.page(),
    pageSize: req.query.maxResults(PAGE_SIZES.purchaseOrders),
  });
});

/**
 * /api/compta/purchase_orders-search and GET /api/compta/purchase_orders: both documented without a
 * member type, as they always were (the kit's lists name it), hence by hand.
 */
export const purchaseOrderListRows: HydraRoute[] = [search, collection];
