import { createDayOff, deleteDayOff, updateDayOff } from "../services/leave/day-offs/commands";
import { getDayOff, listDayOffsOfMonth, listVisibleDayOffs } from "../services/leave/day-offs/queries";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import { dayOffCreateInput, dayOffIdInput, dayOffMonthInput, dayOffUpdateInput } from "./day-off.schemas";

/** Leaves: every signed-in user at the door; who sees and changes what is decided by the service. */
export const dayOffRouter = router({
  /** Leaves overlapping a month (1-12, default this month), those the user may see. */
  list: authedProcedure
    .input(dayOffMonthInput)
    .query(({ ctx, input }) => listDayOffsOfMonth(serviceCtx(ctx), input)),
  /** Every leave the user may see. */
  listAll: authedProcedure.query(({ ctx }) => listVisibleDayOffs(serviceCtx(ctx))),
  get: authedProcedure.input(dayOffIdInput).query(({ ctx, input }) => getDayOff(serviceCtx(ctx), input)),
  create: authedProcedure
    .input(dayOffCreateInput)
    .mutation(({ ctx, input }) => createDayOff(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(dayOffUpdateInput)
    .mutation(({ ctx, input }) => updateDayOff(serviceCtx(ctx), input)),
  delete: authedProcedure
    .input(dayOffIdInput)
    .mutation(({ ctx, input }) => deleteDayOff(serviceCtx(ctx), input)),
});
