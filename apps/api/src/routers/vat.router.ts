import { createVatRate, getVatRate, listVatRates, updateVatRate } from "../services/vat/vat-rates";
import { accountingProcedure, authedProcedure, router } from "../trpc/trpc";
import { vatCreateInput, vatIdInput, vatUpdateInput } from "./vat.schemas";

/** VAT rates: every signed-in user reads them (document lines need them); accounting maintains them. */
export const vatRouter = router({
  list: authedProcedure.query(({ ctx }) => listVatRates(ctx.db)),
  get: authedProcedure.input(vatIdInput).query(({ ctx, input }) => getVatRate(ctx.db, input.id)),
  create: accountingProcedure
    .input(vatCreateInput)
    .mutation(({ ctx, input }) => createVatRate(ctx.db, { tva: input.tva ?? null })),
  update: accountingProcedure
    .input(vatUpdateInput)
    .mutation(({ ctx, input }) => updateVatRate(ctx.db, input.id, { tva: input.tva ?? null })),
});
