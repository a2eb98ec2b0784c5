import { deleteProject } from "../services/work/projects/delete";
import { createManualProject, saveProjectForLead, updateProject } from "../services/work/projects/save";
import { searchProjects } from "../services/work/projects/search";
import { getProject } from "../services/work/projects/views";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import {
  projectCreateInput,
  projectForLeadInput,
  projectIdInput,
  projectSearchInput,
  projectUpdateInput,
} from "./project.schemas";

/**
 * Projects: every signed-in user lists, reads, creates and edits them (the managing company among
 * their own active group companies); deleting is the super admins', checked by the domain.
 */
export const projectRouter = router({
  /** 'Liste des Projets': 50 a page with every filter. */
  search: authedProcedure
    .input(projectSearchInput)
    .query(({ ctx, input }) => searchProjects(serviceCtx(ctx), input)),
  get: authedProcedure.input(projectIdInput).query(({ ctx, input }) => getProject(serviceCtx(ctx), input)),
  /** A project by hand: STATE_PROJECT, title, client and managing company required. */
  create: authedProcedure
    .input(projectCreateInput)
    .mutation(({ ctx, input }) => createManualProject(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(projectUpdateInput)
    .mutation(({ ctx, input }) => updateProject(serviceCtx(ctx), input)),
  delete: authedProcedure
    .input(projectIdInput)
    .mutation(({ ctx, input }) => deleteProject(serviceCtx(ctx), input)),
  /** Updates the lead's project (it always has one; created if somehow missing). */
  saveForLead: authedProcedure
    .input(projectForLeadInput)
    .mutation(({ ctx, input }) => saveProjectForLead(serviceCtx(ctx), input)),
});
