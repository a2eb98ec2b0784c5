import { deleteTask } from "../services/work/tasks/delete";
import { taskOptions, taskProjectOptions } from "../services/work/tasks/options";
import { createTask, updateTask } from "../services/work/tasks/save";
import { searchTasks } from "../services/work/tasks/search";
import { getTask } from "../services/work/tasks/views";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import { taskCreateInput, taskIdInput, taskSearchInput, taskUpdateInput } from "./task.schemas";

/**
 * Tasks: every signed-in user lists, creates and edits them; deleting is the creator's or a super
 * admin's, while no time was entered on the task (checked by the domain).
 */
export const taskRouter = router({
  search: authedProcedure
    .input(taskSearchInput)
    .query(({ ctx, input }) => searchTasks(serviceCtx(ctx), input)),
  get: authedProcedure.input(taskIdInput).query(({ ctx, input }) => getTask(serviceCtx(ctx), input)),
  options: authedProcedure.query(({ ctx }) => taskOptions(serviceCtx(ctx))),
  projectOptions: authedProcedure.query(({ ctx }) => taskProjectOptions(serviceCtx(ctx))),
  create: authedProcedure
    .input(taskCreateInput)
    .mutation(({ ctx, input }) => createTask(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(taskUpdateInput)
    .mutation(({ ctx, input }) => updateTask(serviceCtx(ctx), input)),
  delete: authedProcedure.input(taskIdInput).mutation(({ ctx, input }) => deleteTask(serviceCtx(ctx), input)),
});
