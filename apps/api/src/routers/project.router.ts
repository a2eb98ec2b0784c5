import {
  createManualProject,
  getProject,
  saveProjectForLead,
  updateProject,
} from "../services/sales/projects";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import {
  projectCreateInput,
  projectForLeadInput,
  projectIdInput,
  projectUpdateInput,
} from "./project.schemas";

/** Projects (what the sales area needs; the projects area extends this router). */
export const projectRouter = router({
  get: authedProcedure.input(projectIdInput).query(({ ctx, input }) => getProject(serviceCtx(ctx), input)),
  /** A project by hand: STATE_PROJECT, title, client and managing company required. */
  create: authedProcedure
    .input(projectCreateInput)
    .mutation(({ ctx, input }) => createManualProject(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(projectUpdateInput)
    .mutation(({ ctx, input }) => updateProject(serviceCtx(ctx), input)),
  /** Updates the lead's project (it always has one; created if somehow missing). */
  saveForLead: authedProcedure
    .input(projectForLeadInput)
    .mutation(({ ctx, input }) => saveProjectForLead(serviceCtx(ctx), input)),
});
