import {
  createDayOff,
  deleteDayOff,
  getDayOff,
  listDayOffsOfMonth,
  listVisibleDayOffs,
  updateDayOff,
} from "../services/day-off";
import { authedProcedure, router } from "../trpc/trpc";
import { dayOffCreateInput, dayOffIdInput, dayOffMonthInput, dayOffUpdateInput } from "./day-off.schemas";

/** Leaves: every signed-in user at the door; who sees and changes what is decided by the service. */
export const dayOffRouter = router({
  /** Leaves overlapping a month (1-12, default this month), those the user may see. */
  list: authedProcedure
    .input(dayOffMonthInput)
    .query(({ ctx, input }) => listDayOffsOfMonth(ctx.db, ctx.user, input, ctx.now())),
  /** Every leave the user may see. */
  listAll: authedProcedure.query(({ ctx }) => listVisibleDayOffs(ctx.db, ctx.user)),
  get: authedProcedure.input(dayOffIdInput).query(({ ctx, input }) => getDayOff(ctx.db, ctx.user, input.id)),
  create: authedProcedure
    .input(dayOffCreateInput)
    .mutation(({ ctx, input }) => createDayOff(ctx.db, ctx.user, input, ctx.now())),
  update: authedProcedure
    .input(dayOffUpdateInput)
    .mutation(({ ctx, input: { id, ...changes } }) => updateDayOff(ctx.db, ctx.user, id, changes, ctx.now())),
  delete: authedProcedure.input(dayOffIdInput).mutation(async ({ ctx, input }) => {
    await deleteDayOff(ctx.db, ctx.user, input.id);
    return { id: input.id };
  }),
});
