import { createAccount, updateAccount } from "../services/users/save-account";
import { searchAccounts } from "../services/users/search-accounts";
import { getAccount, listCompanyChoices } from "../services/users/user-views";
import { router, superAdminProcedure } from "../trpc/trpc";
import { accountIdInput, accountListInput, userCreateInput, userUpdateInput } from "./user.schemas";

const GROUP_USER = "triangle-user";

/** Group users ('triangle-user'): managed by super admins only. */
export const userRouter = router({
  list: superAdminProcedure
    .input(accountListInput)
    .query(({ ctx, input }) => searchAccounts(ctx.db, { discr: GROUP_USER, ...input })),
  get: superAdminProcedure
    .input(accountIdInput)
    .query(({ ctx, input }) => getAccount(ctx.db, GROUP_USER, input.id)),
  create: superAdminProcedure
    .input(userCreateInput)
    .mutation(({ ctx, input }) => createAccount(ctx.db, GROUP_USER, input)),
  update: superAdminProcedure
    .input(userUpdateInput)
    .mutation(({ ctx, input: { id, ...changes } }) =>
      updateAccount(ctx.db, ctx.user, GROUP_USER, id, changes),
    ),
  /** The group companies offered as memberships. */
  companyChoices: superAdminProcedure.query(({ ctx }) => listCompanyChoices(ctx.db)),
});
