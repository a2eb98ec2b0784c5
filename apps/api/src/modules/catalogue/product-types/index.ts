import { MAX_PICKER_PAGE_SIZE } from "@tronc/domain";
import { PATHS } from "../../../hydra/paths";
import type { QueryReader } from "../../../hydra/query";
import { defineResource } from "../../resource/define-resource";
import { productTypeContract } from "./contract";
import { createProductType, deleteProductType, updateProductType } from "./save";
import { searchProductTypes } from "./search";
import { getProductTypeSheet } from "./views";
import { productTypeWire } from "./wire";

/** q, siret, supplier (id or IRI), searchState (only enabled 1 / disabled 0), showAll, page, maxResults. */
const searchOf = (query: QueryReader) => ({
  q: query.string("q"),
  siret: query.string("siret"),
  supplierId: query.ref("supplier", PATHS.suppliers),
  isEnabled: query.bool("searchState"),
  showAll: query.bool("showAll"),
  page: query.page(),
  // The spec's default is 9999999 (every type, for pickers): capped at the shared picker cap.
  pageSize: query.maxResults(MAX_PICKER_PAGE_SIZE, MAX_PICKER_PAGE_SIZE),
});

/** /api/tronc-commun/tronc_commun_product_types (and its -search twin): search, POST, GET, PUT and DELETE {id}. */
export const productTypeModule = defineResource(
  productTypeContract,
  {
    search: searchProductTypes,
    get: getProductTypeSheet,
    create: createProductType,
    update: updateProductType,
    delete: deleteProductType,
  },
  {
    hydra: {
      wire: productTypeWire,
      lists: [
        { operation: "search", input: searchOf },
        { path: PATHS.productTypesSearch, operation: "search", input: searchOf },
      ],
      get: "get",
      create: "create",
      update: "update",
      delete: "delete",
    },
  },
);
