import { generatePurchaseTask, generatePurchaseTasks } from "../services/proposals/purchase-orders/generate";
import { availablePurchaseOrders } from "../services/purchase-orders/available";
import { updatePurchaseOrderState } from "../services/purchase-orders/state";
import { getPurchaseOrder } from "../services/purchase-orders/view";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import {
  availableForSupplierInvoiceInput,
  generateForExpenseInput,
  generateForRecommendationInput,
  purchaseOrderIdInput,
  purchaseOrderStateInput,
} from "./purchase-order.schemas";

/** Purchase orders and purchase tasks; reading is for every signed-in user, the state for accounting. */
export const purchaseOrderRouter = router({
  generateForRecommendation: authedProcedure
    .input(generateForRecommendationInput)
    .mutation(({ ctx, input }) => generatePurchaseTasks(serviceCtx(ctx), input)),
  generateForExpense: authedProcedure
    .input(generateForExpenseInput)
    .mutation(({ ctx, input }) => generatePurchaseTask(serviceCtx(ctx), input)),
  get: authedProcedure
    .input(purchaseOrderIdInput)
    .query(({ ctx, input }) => getPurchaseOrder(serviceCtx(ctx), input)),
  /** Accounting or super admin (checked by the service, 403 in French). */
  updateState: authedProcedure
    .input(purchaseOrderStateInput)
    .mutation(({ ctx, input }) => updatePurchaseOrderState(serviceCtx(ctx), input)),
  availableForSupplierInvoice: authedProcedure
    .input(availableForSupplierInvoiceInput)
    .query(({ ctx, input }) => availablePurchaseOrders(serviceCtx(ctx), input)),
});
