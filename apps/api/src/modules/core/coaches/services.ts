import { type Discr, domainError } from "@tronc/domain";
import type { ServiceContext } from "../../../services/shared/context";
import { type AccountInput, createAccount, updateAccount } from "../users/save-account";
import { searchAccounts } from "../users/search-accounts";
import { getAccount } from "../users/user-views";

/** The accounts' services are the users' (modules/core/users): a coach is an account of this discr. */
const discr: Discr = "coach-ia";

/** What a coach's body holds beyond an account's fields: the old client's discr, checked here. */
export interface CoachInput extends AccountInput {
  discr?: string | null | undefined;
}

function refuseOtherDiscr(sent: string | null | undefined) {
  if (sent !== undefined && sent !== null && sent !== discr) {
    throw domainError("COACH_DISCR_INVALID", "invalid");
  }
}

export const listCoaches = (
  ctx: ServiceContext,
  input: { q?: string | undefined; page: number; pageSize: number },
) => searchAccounts(ctx, { ...input, discr });

export const getCoach = (ctx: ServiceContext, { id }: { id: number }) => getAccount(ctx, { id, discr });

export function createCoach(ctx: ServiceContext, { discr: sent, ...input }: CoachInput) {
  refuseOtherDiscr(sent);
  return createAccount(ctx, { ...input, discr });
}

export function updateCoach(
  ctx: ServiceContext,
  { discr: sent, ...input }: CoachInput & { id: number; version: number },
) {
  refuseOtherDiscr(sent);
  return updateAccount(ctx, { ...input, discr });
}
