import {
  createPurchaseFee,
  deletePurchaseFee,
  updatePurchaseFee,
} from "../services/proposals/purchases/fees";
import { getPurchaseFee } from "../services/proposals/purchases/views";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import { purchaseFeeCreateInput, purchaseFeeIdInput, purchaseFeeUpdateInput } from "./purchase-fee.schemas";

/** Fees on purchase lines. */
export const purchaseFeeRouter = router({
  get: authedProcedure
    .input(purchaseFeeIdInput)
    .query(({ ctx, input }) => getPurchaseFee(serviceCtx(ctx), input)),
  create: authedProcedure
    .input(purchaseFeeCreateInput)
    .mutation(({ ctx, input }) => createPurchaseFee(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(purchaseFeeUpdateInput)
    .mutation(({ ctx, input }) => updatePurchaseFee(serviceCtx(ctx), input)),
  delete: authedProcedure
    .input(purchaseFeeIdInput)
    .mutation(({ ctx, input }) => deletePurchaseFee(serviceCtx(ctx), input)),
});
