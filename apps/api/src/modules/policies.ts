import { ROLES } from "@tronc/domain";
import { TRPCError } from "@trpc/server";
import type { SessionUser } from "../auth/session-user";
import { NOT_ALLOWED, NOT_SIGNED_IN } from "../trpc/errors";

/**
 * The permission every operation, procedure and file route declares: a role of the domain's ROLES, or
 * 'public'. Ownership rules (a leave by its owner or a leave administrator, a time entry by its
 * author) are 'authed' at the door and checked by the service.
 */
export type Policy = "public" | "authed" | "superAdmin" | "accounting" | "finance" | "alertReader";

/** What each policy asks of a signed-in user, in the domain's words. */
const POLICY_FLAGS: Record<Policy, (user: SessionUser) => boolean> = {
  public: () => true,
  authed: ROLES.signedIn,
  superAdmin: ROLES.superAdmin,
  accounting: ROLES.accounting,
  finance: ROLES.finance,
  alertReader: ROLES.alertReader,
};

/** Whether a signed-in user holds one of these policies (a route opened to several roles). */
export const holdsAnyPolicy = (user: SessionUser, policies: readonly Policy[]) =>
  policies.some((policy) => POLICY_FLAGS[policy](user));

/**
 * The door of every surface (tRPC, Hydra, files), before anything of the request is read: 401 for
 * nobody signed in, 403 for a user without one of the roles. Gives back the signed-in user.
 */
export function admit(user: SessionUser | null, policies: Policy | readonly Policy[]): SessionUser {
  if (!user) throw new TRPCError({ code: "UNAUTHORIZED", message: NOT_SIGNED_IN });
  const held = typeof policies === "string" ? [policies] : policies;
  if (!holdsAnyPolicy(user, held)) throw new TRPCError({ code: "FORBIDDEN", message: NOT_ALLOWED });
  return user;
}
