import type { SessionUser } from "../../../auth/session-user";
import type { PublicServiceContext, ServiceContext } from "../../../services/shared/context";

/** Who is signed in, or null when nobody is. */
export async function currentSessionUser(ctx: PublicServiceContext): Promise<SessionUser | null> {
  return ctx.user;
}

export async function signedInUser(ctx: ServiceContext): Promise<SessionUser> {
  return ctx.user;
}
