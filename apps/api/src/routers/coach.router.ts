import type { Discr } from "@tronc/domain";
import { createAccount, updateAccount } from "../services/core/users/save-account";
import { searchAccounts } from "../services/core/users/search-accounts";
import { getAccount } from "../services/core/users/user-views";
import { serviceCtx } from "../trpc/context";
import { router, superAdminProcedure } from "../trpc/trpc";
import { coachCreateInput, coachIdInput, coachListInput, coachUpdateInput } from "./coach.schemas";

const discr: Discr = "coach-ia";

/** AI coach accounts ('coach-ia'): managed by super admins only (DESIGN.md §4). */
export const coachRouter = router({
  list: superAdminProcedure
    .input(coachListInput)
    .query(({ ctx, input }) => searchAccounts(serviceCtx(ctx), { ...input, discr })),
  get: superAdminProcedure
    .input(coachIdInput)
    .query(({ ctx, input }) => getAccount(serviceCtx(ctx), { ...input, discr })),
  create: superAdminProcedure
    .input(coachCreateInput)
    .mutation(({ ctx, input }) => createAccount(serviceCtx(ctx), { ...input, discr })),
  update: superAdminProcedure
    .input(coachUpdateInput)
    .mutation(({ ctx, input }) => updateAccount(serviceCtx(ctx), { ...input, discr })),
});
