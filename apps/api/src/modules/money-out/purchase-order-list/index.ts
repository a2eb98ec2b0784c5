import { purchaseOrderFilterOptions } from "../../../services/purchase-orders/list/filter-options";
import { searchPurchaseOrders } from "../../../services/purchase-orders/list/search";
import { defineResource } from "../../resource/define-resource";
import { purchaseOrderListContract } from "./contract";
import { registerPurchaseOrderDetailExport, registerPurchaseOrderExport } from "./export-routes";
import { purchaseOrderListRows } from "./hydra-extra";
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
