import { timeEntryOptions } from "../modules/work/time-entries/options";
import { createTimeEntry, deleteTimeEntry, updateTimeEntry } from "../modules/work/time-entries/save";
import { searchTimeEntries, timeEntryTotalHours } from "../modules/work/time-entries/search";
import { taskTimeLinks } from "../modules/work/time-entries/task-links";
import { getTimeEntry } from "../modules/work/time-entries/views";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import {
  timeEntryCreateInput,
  timeEntryFiltersInput,
  timeEntryIdInput,
  timeEntrySearchInput,
  timeEntryTaskInput,
  timeEntryUpdateInput,
} from "./time-entry.schemas";

/**
 * Time spent ('task reports'): every signed-in user reads every entry and enters their own; only the
 * author edits or deletes one (checked by the domain).
 */
export const timeEntryRouter = router({
  search: authedProcedure
    .input(timeEntrySearchInput)
    .query(({ ctx, input }) => searchTimeEntries(serviceCtx(ctx), input)),
  stats: authedProcedure
    .input(timeEntryFiltersInput)
    .query(({ ctx, input }) => timeEntryTotalHours(serviceCtx(ctx), input)),
  options: authedProcedure.query(({ ctx }) => timeEntryOptions(serviceCtx(ctx))),
  /** The task's project's group company and client, shown locked in 'Saisir temps' on a task. */
  taskLinks: authedProcedure
    .input(timeEntryTaskInput)
    .query(({ ctx, input }) => taskTimeLinks(serviceCtx(ctx), input)),
  get: authedProcedure
    .input(timeEntryIdInput)
    .query(({ ctx, input }) => getTimeEntry(serviceCtx(ctx), input)),
  create: authedProcedure
    .input(timeEntryCreateInput)
    .mutation(({ ctx, input }) => createTimeEntry(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(timeEntryUpdateInput)
    .mutation(({ ctx, input }) => updateTimeEntry(serviceCtx(ctx), input)),
  delete: authedProcedure
    .input(timeEntryIdInput)
    .mutation(({ ctx, input }) => deleteTimeEntry(serviceCtx(ctx), input)),
});
