import { defineResource } from "../../resource/define-resource";
import { purchaseOrderListContract } from "./contract";
import { registerPurchaseOrderDetailExport, registerPurchaseOrderExport } from "./export-routes";
import { purchaseOrderFilterOptions } from "./filter-options";
import { purchaseOrderListRows } from "./hydra-extra";
import { searchPurchaseOrders } from "./search";
import { purchaseOrderListWire } from "./wire";

/**
 * 'Liste des bons de commande fournisseur': /api/compta/purchase_orders-search and the plain
 * /api/compta/purchase_orders, both written by hand (hydra-extra.ts), and the list's two Excel exports.
 */
export const purchaseOrderListModule = defineResource(
  purchaseOrderListContract,
  { search: searchPurchaseOrders, filterOptions: purchaseOrderFilterOptions },
  {
    hydra: { wire: purchaseOrderListWire, extra: purchaseOrderListRows },
    files: [registerPurchaseOrderExport, registerPurchaseOrderDetailExport],
  },
);
