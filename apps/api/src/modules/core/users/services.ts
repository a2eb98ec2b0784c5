import type { Discr } from "@tronc/domain";
import type { ServiceContext } from "../../../services/shared/context";
import { type AccountInput, createAccount, updateAccount } from "./save-account";
import { searchAccounts } from "./search-accounts";
import { getAccount } from "./user-views";

/** The accounts' services serve group users and AI coaches alike: here, the group users' discr. */
const discr: Discr = "triangle-user";

export const listUsers = (
  ctx: ServiceContext,
  input: { q?: string | undefined; page: number; pageSize: number },
) => searchAccounts(ctx, { ...input, discr });

export const getUser = (ctx: ServiceContext, { id }: { id: number }) => getAccount(ctx, { id, discr });

export const createUser = (ctx: ServiceContext, input: AccountInput) =>
  createAccount(ctx, { ...input, discr });

export const updateUser = (ctx: ServiceContext, input: AccountInput & { id: number; version: number }) =>
  updateAccount(ctx, { ...input, discr });
