import {
  createPurchaseLine,
  deletePurchaseLine,
  updatePurchaseLine,
} from "../services/proposals/purchases/lines";
import { getPurchaseLine, listPurchaseLines } from "../services/proposals/purchases/views";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import {
  purchaseLineCreateInput,
  purchaseLineIdInput,
  purchaseLineListInput,
  purchaseLineUpdateInput,
} from "./purchase-line.schemas";

/** Supplier purchase lines. */
export const purchaseLineRouter = router({
  list: authedProcedure
    .input(purchaseLineListInput)
    .query(({ ctx, input }) => listPurchaseLines(serviceCtx(ctx), input)),
  get: authedProcedure
    .input(purchaseLineIdInput)
    .query(({ ctx, input }) => getPurchaseLine(serviceCtx(ctx), input)),
  create: authedProcedure
    .input(purchaseLineCreateInput)
    .mutation(({ ctx, input }) => createPurchaseLine(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(purchaseLineUpdateInput)
    .mutation(({ ctx, input }) => updatePurchaseLine(serviceCtx(ctx), input)),
  delete: authedProcedure
    .input(purchaseLineIdInput)
    .mutation(({ ctx, input }) => deletePurchaseLine(serviceCtx(ctx), input)),
});
