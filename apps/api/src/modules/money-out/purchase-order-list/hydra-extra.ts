import { PAGE_SIZES } from "@tronc/domain";
import { PATHS } from "../../../hydra/paths";
import { collectionRoute } from "../../../hydra/resource";
import type { HydraRoute } from "../../../hydra/route";
import { admit } from "../../policies";
import { purchaseOrderListContract } from "./contract";
import { purchaseOrderFiltersFromQuery, purchaseOrderListWire } from "./wire";

const { search: searchOperation } = purchaseOrderListContract.operations;

/** The list's filters, 0-based pages: the next page's link is then the API's (1-based) page number. */
const search = collectionRoute(
  PATHS.purchaseOrdersSearch,
  purchaseOrderListWire.member,
  async (caller, req) => {
    admit(req.user, searchOperation.policy);
    const result = await caller.purchaseOrderList.search({
      ...purchaseOrderFiltersFromQuery(req.query),
      page: req.query.zeroBasedPage("PURCHASE_ORDER_LIST_PAGE_INVALID"),
      pageSize: req.query.maxResults(PAGE_SIZES.purchaseOrders),
    });
    return { ...result, page: result.page - 1 };
  },
);

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
