import { invoiceListStats, searchInvoices } from "../../../services/billing/list/search";
import { defineResource } from "../../resource/define-resource";
import { invoiceListContract } from "./contract";
import { invoiceListHydraExtra } from "./hydra-extra";
import { invoiceListWire } from "./wire";

/**
 * 'Factures client' and its totals bar: /api/compta/invoices-search and -search_stats, both written by
 * hand (hydra-extra.ts: a 0-based page, a list documented without its type, totals that are no
 * collection); the list's exports are the invoices module's files.
 */
export const invoiceListModule = defineResource(
  invoiceListContract,
  { search: searchInvoices, stats: invoiceListStats },
  { hydra: { wire: invoiceListWire, extra: invoiceListHydraExtra } },
);
