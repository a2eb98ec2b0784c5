import { defineResource } from "../../resource/define-resource";
import { quotationWire } from "../quotations/wire";
import { closeQuotation } from "./close";
import { accountingQuotationContract } from "./contract";
import { getAccountingQuotation } from "./detail";
import { registerQuotationExports } from "./export-routes";
import { accountingQuotationExtraRows } from "./hydra-extra";
import { updateQuotationNote } from "./note";
import { accountingQuotationStats, searchAccountingQuotations } from "./search";

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
