import { createVatRate, getVatRate, listVatRates, updateVatRate } from "../services/core/vat-rates";
import { serviceCtx } from "../trpc/context";
import { accountingProcedure, authedProcedure, router } from "../trpc/trpc";
import { vatCreateInput, vatIdInput, vatUpdateInput } from "./vat.schemas";

/** VAT rates: every signed-in user reads them (document lines need them); accounting maintains them. */
export const vatRouter = router({
  list: authedProcedure.query(({ ctx }) => listVatRates(serviceCtx(ctx))),
  get: authedProcedure.input(vatIdInput).query(({ ctx, input }) => getVatRate(serviceCtx(ctx), input)),
  create: accountingProcedure
    .input(vatCreateInput)
    .mutation(({ ctx, input }) => createVatRate(serviceCtx(ctx), input)),
  update: accountingProcedure
    .input(vatUpdateInput)
    .mutation(({ ctx, input }) => updateVatRate(serviceCtx(ctx), input)),
});
