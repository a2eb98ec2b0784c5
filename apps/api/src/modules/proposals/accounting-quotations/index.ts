import { closeQuotation } from "../../../services/invoicing/quotations/close";
import { getAccountingQuotation } from "../../../services/invoicing/quotations/detail";
import { updateQuotationNote } from "../../../services/invoicing/quotations/note";
import {
  accountingQuotationStats,
  searchAccountingQuotations,
} from "../../../services/invoicing/quotations/search";
import { defineResource } from "../../resource/define-resource";
import { quotationWire } from "../quotations/wire";
import { accountingQuotationContract } from "./contract";
import { registerQuotationExports } from "./export-routes";
import { accountingQuotationExtraRows } from "./hydra-extra";

/**
 * The accounting's quotations: GET /api/compta/quotations/{id} (the accounting's detail) is the module's
 * row; -search and -search_stats are written by hand (hydra-extra.ts); the list's two exports.
 */
export const accountingQuotationModule = defineResource(
  accountingQuotationContract,
  {
    search: searchAccountingQuotations,
    stats: accountingQuotationStats,
    get: getAccountingQuotation,
    updateNote: updateQuotationNote,
    close: closeQuotation,
  },
  {
    hydra: { wire: quotationWire, get: "get", extra: accountingQuotationExtraRows },
    files: [registerQuotationExports],
  },
);
