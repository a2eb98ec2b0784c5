import {
  createQuotationLine,
  deleteQuotationLine,
  updateQuotationLine,
} from "../services/proposals/quotations/lines";
import { getQuotationLine, listQuotationLines } from "../services/proposals/quotations/views";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import {
  quotationLineCreateInput,
  quotationLineIdInput,
  quotationLineListInput,
  quotationLineUpdateInput,
} from "./quotation-line.schemas";

/** Quotation lines: every signed-in user works them while the quotation's invoicing has not begun. */
export const quotationLineRouter = router({
  list: authedProcedure
    .input(quotationLineListInput)
    .query(({ ctx, input }) => listQuotationLines(serviceCtx(ctx), input)),
  get: authedProcedure
    .input(quotationLineIdInput)
    .query(({ ctx, input }) => getQuotationLine(serviceCtx(ctx), input)),
  create: authedProcedure
    .input(quotationLineCreateInput)
    .mutation(({ ctx, input }) => createQuotationLine(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(quotationLineUpdateInput)
    .mutation(({ ctx, input }) => updateQuotationLine(serviceCtx(ctx), input)),
  delete: authedProcedure
    .input(quotationLineIdInput)
    .mutation(({ ctx, input }) => deleteQuotationLine(serviceCtx(ctx), input)),
});
