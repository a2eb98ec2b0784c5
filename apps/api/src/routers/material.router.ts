import { materialReveals, revealMaterialSecret } from "../services/support/materials/reveal";
import { createMaterial, setMaterialActive, updateMaterial } from "../services/support/materials/save";
import {
  getMaterial,
  materialChoices,
  materialOptions,
  searchMaterials,
} from "../services/support/materials/search";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router, superAdminProcedure } from "../trpc/trpc";
import {
  materialCreateInput,
  materialIdInput,
  materialRevealInput,
  materialSearchInput,
  materialSetActiveInput,
  materialUpdateInput,
} from "./material.schemas";

/**
 * 'Liste du matériel': every signed-in user lists, adds and edits materials (the spec names no role);
 * the codes are stored encrypted with the server's key and shown only to super admins, each time
 * written to the audit log.
 */
export const materialRouter = router({
  search: authedProcedure
    .input(materialSearchInput)
    .query(({ ctx, input }) => searchMaterials(serviceCtx(ctx), input)),
  get: authedProcedure.input(materialIdInput).query(({ ctx, input }) => getMaterial(serviceCtx(ctx), input)),
  create: authedProcedure
    .input(materialCreateInput)
    .mutation(({ ctx, input }) => createMaterial(serviceCtx(ctx), input, ctx.secretsKey)),
  update: authedProcedure
    .input(materialUpdateInput)
    .mutation(({ ctx, input }) => updateMaterial(serviceCtx(ctx), input, ctx.secretsKey)),
  setActive: authedProcedure
    .input(materialSetActiveInput)
    .mutation(({ ctx, input }) => setMaterialActive(serviceCtx(ctx), input)),
  /** 'Afficher': one code in plain text, written to the audit log. */
  revealSecret: superAdminProcedure
    .input(materialRevealInput)
    .mutation(({ ctx, input }) => revealMaterialSecret(serviceCtx(ctx), input, ctx.secretsKey)),
  reveals: superAdminProcedure
    .input(materialIdInput)
    .query(({ ctx, input }) => materialReveals(serviceCtx(ctx), input)),
  options: authedProcedure.query(({ ctx }) => materialOptions(serviceCtx(ctx))),
  /** The project detail's multi-select: active materials. */
  choices: authedProcedure.query(({ ctx }) => materialChoices(ctx.db)),
});
