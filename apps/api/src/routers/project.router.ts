import {
  createManualProject,
  getProject,
  saveProjectForLead,
  updateProject,
} from "../services/sales/projects";
import { authedProcedure, router } from "../trpc/trpc";
import {
  projectCreateInput,
  projectForLeadInput,
  projectIdInput,
  projectUpdateInput,
} from "./project.schemas";

/** Projects (what the sales area needs; the projects area extends this router). */
export const projectRouter = router({
  get: authedProcedure.input(projectIdInput).query(({ ctx, input }) => getProject(ctx.db, input.id)),
  /** A project by hand: STATE_PROJECT, title, client and managing company required. */
  create: authedProcedure
    .input(projectCreateInput)
    .mutation(({ ctx, input }) => createManualProject(ctx.db, ctx.user, input, ctx.now())),
  update: authedProcedure
    .input(projectUpdateInput)
    .mutation(({ ctx, input: { id, ...changes } }) =>
      updateProject(ctx.db, ctx.user, id, changes, ctx.now()),
    ),
  /** Updates the lead's project (it always has one; created if somehow missing). */
  saveForLead: authedProcedure
    .input(projectForLeadInput)
    .mutation(({ ctx, input: { leadId, ...changes } }) =>
      saveProjectForLead(ctx.db, ctx.user, leadId, changes, ctx.now()),
    ),
});
