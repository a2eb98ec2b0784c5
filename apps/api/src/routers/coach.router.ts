import { createAccount, updateAccount } from "../services/users/save-account";
import { searchAccounts } from "../services/users/search-accounts";
import { getAccount } from "../services/users/user-views";
import { router, superAdminProcedure } from "../trpc/trpc";
import { coachCreateInput, coachIdInput, coachListInput, coachUpdateInput } from "./coach.schemas";

const COACH = "coach-ia";

/** AI coach accounts ('coach-ia'): managed by super admins only (DESIGN.md §4). */
export const coachRouter = router({
  list: superAdminProcedure
    .input(coachListInput)
    .query(({ ctx, input }) => searchAccounts(ctx.db, { discr: COACH, ...input })),
  get: superAdminProcedure.input(coachIdInput).query(({ ctx, input }) => getAccount(ctx.db, COACH, input.id)),
  create: superAdminProcedure
    .input(coachCreateInput)
    .mutation(({ ctx, input }) => createAccount(ctx.db, COACH, input)),
  update: superAdminProcedure
    .input(coachUpdateInput)
    .mutation(({ ctx, input: { id, ...changes } }) => updateAccount(ctx.db, ctx.user, COACH, id, changes)),
});
