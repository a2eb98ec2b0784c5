import { updatePurchaseOrderState } from "../../../services/money-out/purchase-orders/state";
import { getPurchaseOrder } from "../../../services/money-out/purchase-orders/view";
import {
  generatePurchaseTask,
  generatePurchaseTasks,
} from "../../../services/proposals/purchase-orders/generate";
import { defineResource } from "../../resource/define-resource";
import { availablePurchaseOrders } from "./available";
import { purchaseOrderContract } from "./contract";
import { purchaseOrderExtraRows } from "./hydra-extra";
import { registerPurchaseOrderPrint } from "./print-route";
import { purchaseOrderWire } from "./wire";

/**
 * /api/compta/purchase_orders/{id}: GET and PUT (the state) are the module's rows; the supplier
 * invoice's picker (/purchase_orders-by-supplier/{id}) and /api/tronc-commun/task-generate/{id} are
 * written by hand (hydra-extra.ts); the PDF is its print. The list is purchaseOrderList's.
 */
export const purchaseOrderModule = defineResource(
  purchaseOrderContract,
  {
    generateForRecommendation: generatePurchaseTasks,
    generateForExpense: generatePurchaseTask,
    get: getPurchaseOrder,
    updateState: updatePurchaseOrderState,
    availableForSupplierInvoice: availablePurchaseOrders,
  },
  {
    hydra: { wire: purchaseOrderWire, get: "get", update: "updateState", extra: purchaseOrderExtraRows },
    files: [registerPurchaseOrderPrint],
  },
);
