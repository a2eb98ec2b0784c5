import { createCharge, updateCharge, updateChargeFuture } from "../services/forecast/charges/save";
import { chargeListStats, getCharge, searchCharges } from "../services/forecast/charges/search";
import { runForecastRollout } from "../services/forecast/rollout/run";
import { serviceCtx } from "../trpc/context";
import { accountingProcedure, router } from "../trpc/trpc";
import {
  chargeCreateInput,
  chargeFilters,
  chargeIdInput,
  chargeSearchInput,
  chargeUpdateFutureInput,
  chargeUpdateInput,
} from "./charge.schemas";

/** Recurring charges: accounting users only. */
export const chargeRouter = router({
  search: accountingProcedure
    .input(chargeSearchInput)
    .query(({ ctx, input }) => searchCharges(serviceCtx(ctx), input)),
  stats: accountingProcedure
    .input(chargeFilters)
    .query(({ ctx, input }) => chargeListStats(serviceCtx(ctx), input)),
  get: accountingProcedure.input(chargeIdInput).query(({ ctx, input }) => getCharge(serviceCtx(ctx), input)),
  create: accountingProcedure
    .input(chargeCreateInput)
    .mutation(({ ctx, input }) => createCharge(serviceCtx(ctx), input)),
  update: accountingProcedure
    .input(chargeUpdateInput)
    .mutation(({ ctx, input }) => updateCharge(serviceCtx(ctx), input)),
  updateFuture: accountingProcedure
    .input(chargeUpdateFutureInput)
    .mutation(({ ctx, input }) => updateChargeFuture(serviceCtx(ctx), input)),
  /** 'Déployer les charges dans le prévisionnel': the nightly rollout, now. */
  rollout: accountingProcedure.mutation(({ ctx }) => runForecastRollout(ctx.db, { now: ctx.now() })),
});
