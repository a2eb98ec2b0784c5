import { generatePurchaseTask, generatePurchaseTasks } from "../services/proposals/purchase-orders/generate";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import { generateForExpenseInput, generateForRecommendationInput } from "./purchase-order.schemas";

/** Purchase orders and purchase tasks. */
export const purchaseOrderRouter = router({
  generateForRecommendation: authedProcedure
    .input(generateForRecommendationInput)
    .mutation(({ ctx, input }) => generatePurchaseTasks(serviceCtx(ctx), input)),
  generateForExpense: authedProcedure
    .input(generateForExpenseInput)
    .mutation(({ ctx, input }) => generatePurchaseTask(serviceCtx(ctx), input)),
});
