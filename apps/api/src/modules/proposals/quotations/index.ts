import { MAX_PICKER_PAGE_SIZE } from "@tronc/domain";
import { PATHS } from "../../../hydra/paths";
import type { QueryReader } from "../../../hydra/query";
import { createQuotationAmendment } from "../../../services/proposals/quotations/amend";
import { quotationProductOptions } from "../../../services/proposals/quotations/product-options";
import {
  createQuotation,
  deleteQuotation,
  updateQuotation,
} from "../../../services/proposals/quotations/save";
import { getQuotation, listQuotations } from "../../../services/proposals/quotations/views";
import { defineResource } from "../../resource/define-resource";
import { quotationContract } from "./contract";
import { quotationExtraRows } from "./hydra-extra";
import { registerQuotationPrint } from "./print-route";
import { quotationWire } from "./wire";

/** ?recommandation= (an IRI or an id), page, maxResults. */
const listInput = (query: QueryReader) => ({
  recommendationId: query.ref("recommandation", PATHS.recommendations),
  page: query.page(),
  pageSize: query.maxResults(50, MAX_PICKER_PAGE_SIZE),
});

/**
 * /api/compta/quotations: the list and DELETE {id} are the module's rows; POST and PUT are written by
 * hand (hydra-extra.ts); GET {id} answers the
 * accounting's detail (the accounting quotations' module).
 */
export const quotationModule = defineResource(
  quotationContract,
  {
    list: listQuotations,
    get: getQuotation,
    productOptions: quotationProductOptions,
    create: createQuotation,
    update: updateQuotation,
    delete: deleteQuotation,
    createAmendment: createQuotationAmendment,
  },
  {
    hydra: {
      wire: quotationWire,
      lists: [{ operation: "list", input: listInput }],
      delete: "delete",
      extra: quotationExtraRows,
    },
    files: [registerQuotationPrint],
  },
);
