import { MAX_PICKER_PAGE_SIZE, PAGE_SIZES } from "@tronc/domain";
import { PATHS } from "../../../hydra/paths";
import type { QueryReader } from "../../../hydra/query";
import {
  createGroupProductExpense,
  deleteGroupProductExpense,
  getGroupProductExpense,
  updateGroupProductExpense,
} from "../../../services/catalogue/group-products/expenses";
import {
  productTypeOptions,
  searchGroupProductExpenses,
} from "../../../services/catalogue/group-products/search";
import { defineResource } from "../../resource/define-resource";
import { groupProductExpenseContract } from "./contract";
import { groupProductExpenseExtraRows } from "./hydra-extra";
import { groupProductExpenseWire } from "./wire";

/** The list's query string: q (the product type's name), product, page, maxResults. */
const searchInput = (query: QueryReader) => ({
  q: query.string("q"),
  triangleProductId: query.ref("product", PATHS.triangleProducts),
  page: query.page(),
  pageSize: query.maxResults(PAGE_SIZES.triangleProducts, MAX_PICKER_PAGE_SIZE),
});

/**
 * /api/tronc-commun/tronc_commun_triangle_product_expenses (and its -search twin), POST, GET, PUT and
 * DELETE {id}: the lists and GET {id} are the module's rows; the writes read the wire's own body.
 */
export const groupProductExpenseModule = defineResource(
  groupProductExpenseContract,
  {
    search: searchGroupProductExpenses,
    productTypeOptions,
    get: getGroupProductExpense,
    create: createGroupProductExpense,
    update: updateGroupProductExpense,
    delete: deleteGroupProductExpense,
  },
  {
    hydra: {
      wire: groupProductExpenseWire,
      lists: [
        { operation: "search", input: searchInput },
        { path: PATHS.triangleProductExpensesSearch, operation: "search", input: searchInput },
      ],
      get: "get",
      extra: groupProductExpenseExtraRows,
    },
  },
);
