import { createCreditLine, deleteCreditLine, updateCreditLine } from "../services/credits/lines";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import { creditLineCreateInput, creditLineIdInput, creditLineUpdateInput } from "./credit-line.schemas";

/** Lines of a draft credit note: every signed-in user, refused once the credit is validated. */
export const creditLineRouter = router({
  create: authedProcedure
    .input(creditLineCreateInput)
    .mutation(({ ctx, input }) => createCreditLine(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(creditLineUpdateInput)
    .mutation(({ ctx, input }) => updateCreditLine(serviceCtx(ctx), input)),
  delete: authedProcedure
    .input(creditLineIdInput)
    .mutation(({ ctx, input }) => deleteCreditLine(serviceCtx(ctx), input)),
});
