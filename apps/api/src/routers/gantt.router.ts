import { ganttChart, ganttFilters } from "../services/work/gantt/gantt";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import { ganttInput } from "./gantt.schemas";

/** The Gantt: every signed-in user reads everyone's tasks (the spec shows no restriction). */
export const ganttRouter = router({
  chart: authedProcedure.input(ganttInput).query(({ ctx, input }) => ganttChart(serviceCtx(ctx), input)),
  filters: authedProcedure.query(({ ctx }) => ganttFilters(serviceCtx(ctx))),
});
