import { defineResource } from "../../resource/define-resource";
import { paymentCollectionContract } from "./contract";
import { registerPaymentCollectionExport } from "./export-route";
import { collectionWire, paymentCollectionRows } from "./hydra-extra";
import { collectionStats, searchCollections } from "./search";

/**
 * Customer collections. Hydra: /compta/invoice_payments-search and -search_stats, written by hand
 * (hydra-extra.ts); the Excel export /admin/invoice-payment-collection-excel.
 */
export const paymentCollectionModule = defineResource(
  paymentCollectionContract,
  { search: searchCollections, stats: collectionStats },
  { hydra: { wire: collectionWire, extra: paymentCollectionRows }, files: [registerPaymentCollectionExport] },
);
