import type { Discr } from "@tronc/domain";
import { createAccount, updateAccount } from "../services/core/users/save-account";
import { searchAccounts } from "../services/core/users/search-accounts";
import { getAccount, listCompanyChoices } from "../services/core/users/user-views";
import { serviceCtx } from "../trpc/context";
import { router, superAdminProcedure } from "../trpc/trpc";
import { accountIdInput, accountListInput, userCreateInput, userUpdateInput } from "./user.schemas";

const discr: Discr = "triangle-user";

/** Group users ('triangle-user'): managed by super admins only. */
export const userRouter = router({
  list: superAdminProcedure
    .input(accountListInput)
    .query(({ ctx, input }) => searchAccounts(serviceCtx(ctx), { ...input, discr })),
  get: superAdminProcedure
    .input(accountIdInput)
    .query(({ ctx, input }) => getAccount(serviceCtx(ctx), { ...input, discr })),
  create: superAdminProcedure
    .input(userCreateInput)
    .mutation(({ ctx, input }) => createAccount(serviceCtx(ctx), { ...input, discr })),
  update: superAdminProcedure
    .input(userUpdateInput)
    .mutation(({ ctx, input }) => updateAccount(serviceCtx(ctx), { ...input, discr })),
  /** The group companies offered as memberships. */
  companyChoices: superAdminProcedure.query(({ ctx }) => listCompanyChoices(serviceCtx(ctx))),
});
