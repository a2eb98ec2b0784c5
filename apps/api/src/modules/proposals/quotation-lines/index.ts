import { MAX_PICKER_PAGE_SIZE } from "@tronc/domain";
import { PATHS } from "../../../hydra/paths";
import type { QueryReader } from "../../../hydra/query";
import {
  createQuotationLine,
  deleteQuotationLine,
  updateQuotationLine,
} from "../../../services/proposals/quotations/lines";
import { getQuotationLine, listQuotationLines } from "../../../services/proposals/quotations/views";
import { defineResource } from "../../resource/define-resource";
import { quotationLineContract } from "./contract";
import { quotationLineExtraRows } from "./hydra-extra";
import { quotationLineWire } from "./wire";

/** ?quotation= (an IRI or an id), page, maxResults. */
const listInput = (query: QueryReader) => ({
  quotationId: query.ref("quotation", PATHS.quotations),
  page: query.page(),
  pageSize: query.maxResults(100, MAX_PICKER_PAGE_SIZE),
});

/**
 * /api/compta/quotation_triangle_products: the list, GET, PUT and DELETE {id} are the module's rows;
 * the POST is written by hand (hydra-extra.ts).
 */
export const quotationLineModule = defineResource(
  quotationLineContract,
  {
    list: listQuotationLines,
    get: getQuotationLine,
    create: createQuotationLine,
    update: updateQuotationLine,
    delete: deleteQuotationLine,
  },
  {
    hydra: {
      wire: quotationLineWire,
      lists: [{ operation: "list", input: listInput }],
      get: "get",
      update: "update",
      delete: "delete",
      extra: quotationLineExtraRows,
    },
  },
);
