import { collectionStats, searchCollections } from "../../../services/payments/collections/search";
import { defineResource } from "../../resource/define-resource";
import { paymentCollectionContract } from "./contract";
import { registerPaymentCollectionExport } from "./export-route";
import { collectionWire, paymentCollectionRows } from "./hydra-extra";

/**
 * Customer collections. Hydra: /compta/invoice_payments-search and -search_stats, written by hand
 * (hydra-extra.ts); the Excel export /admin/invoice-payment-collection-excel.
 */
export const paymentCollectionModule = defineResource(
  paymentCollectionContract,
  { search: searchCollections, stats: collectionStats },
  { hydra: { wire: collectionWire, extra: paymentCollectionRows }, files: [registerPaymentCollectionExport] },
);
