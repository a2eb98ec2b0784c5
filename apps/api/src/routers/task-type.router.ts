import {
  createTaskType,
  deleteTaskType,
  getTaskType,
  listTaskTypes,
  updateTaskType,
} from "../services/catalogue/task-types";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router, superAdminProcedure } from "../trpc/trpc";
import {
  taskTypeCreateInput,
  taskTypeIdInput,
  taskTypeListInput,
  taskTypeUpdateInput,
} from "./task-type.schemas";

/** Task types: every signed-in user reads them (tasks pick one); super admins maintain them. */
export const taskTypeRouter = router({
  list: authedProcedure
    .input(taskTypeListInput)
    .query(({ ctx, input }) => listTaskTypes(serviceCtx(ctx), input)),
  get: authedProcedure.input(taskTypeIdInput).query(({ ctx, input }) => getTaskType(serviceCtx(ctx), input)),
  create: superAdminProcedure
    .input(taskTypeCreateInput)
    .mutation(({ ctx, input }) => createTaskType(serviceCtx(ctx), input)),
  update: superAdminProcedure
    .input(taskTypeUpdateInput)
    .mutation(({ ctx, input }) => updateTaskType(serviceCtx(ctx), input)),
  delete: superAdminProcedure
    .input(taskTypeIdInput)
    .mutation(({ ctx, input }) => deleteTaskType(serviceCtx(ctx), input)),
});
