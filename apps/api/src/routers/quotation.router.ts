import { quotationProductOptions } from "../services/proposals/quotations/product-options";
import { createQuotation, deleteQuotation, updateQuotation } from "../services/proposals/quotations/save";
import { getQuotation, listQuotations } from "../services/proposals/quotations/views";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import {
  quotationCreateInput,
  quotationIdInput,
  quotationListInput,
  quotationProductOptionsInput,
  quotationUpdateInput,
} from "./quotation.schemas";

/** Quotations: every signed-in user reads and works proposals. */
export const quotationRouter = router({
  list: authedProcedure
    .input(quotationListInput)
    .query(({ ctx, input }) => listQuotations(serviceCtx(ctx), input)),
  get: authedProcedure
    .input(quotationIdInput)
    .query(({ ctx, input }) => getQuotation(serviceCtx(ctx), input)),
  productOptions: authedProcedure
    .input(quotationProductOptionsInput)
    .query(({ ctx, input }) => quotationProductOptions(serviceCtx(ctx), input)),
  create: authedProcedure
    .input(quotationCreateInput)
    .mutation(({ ctx, input }) => createQuotation(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(quotationUpdateInput)
    .mutation(({ ctx, input }) => updateQuotation(serviceCtx(ctx), input)),
  delete: authedProcedure
    .input(quotationIdInput)
    .mutation(({ ctx, input }) => deleteQuotation(serviceCtx(ctx), input)),
});
