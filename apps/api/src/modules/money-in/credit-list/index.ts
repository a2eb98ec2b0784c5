import { defineResource } from "../../resource/define-resource";
import { creditListContract } from "./contract";
import { registerCreditListExport } from "./export-route";
import { creditListRows, creditListWire } from "./hydra-extra";
import { creditListStats, searchCredits } from "./search";

/**
 * The credit note list. Hydra: /api/compta/credits-search and -search_stats, written by hand
 * (hydra-extra.ts); the Excel export /admin/export-credit-xls.
 */
export const creditListModule = defineResource(
  creditListContract,
  { search: searchCredits, stats: creditListStats },
  { hydra: { wire: creditListWire, extra: creditListRows }, files: [registerCreditListExport] },
);
