import { isDomainError, ROLES } from "@tronc/domain";
import { initTRPC, TRPCError } from "@trpc/server";
import type { SessionUser } from "../auth/session-user";
import { toHttpError } from "../http/http-error";
import type { Context } from "./context";
import { domainToTRPCError, NOT_ALLOWED, NOT_SIGNED_IN } from "./errors";

/**
 * The permission every procedure and file route declares: a role of the domain's ROLES, or 'public'.
 * Ownership rules (a leave by its owner or a leave administrator, a time entry by its author) are
 * 'authed' at the door and checked by the service.
 */
export type Policy = "public" | "authed" | "superAdmin" | "accounting" | "finance" | "alertReader";

export interface Meta {
  policy: Policy;
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error }) {
      // The one mapping of the HTTP layer: French sentence, no stack, nothing of a 500's cause.
      const mapped = toHttpError(error);
      return {
        ...shape,
        message: mapped.message,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          domainCode: mapped.domainCode,
          field: mapped.field,
          fieldErrors: mapped.fieldErrors,
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isDomainError(result.error.cause)) {
    throw domainToTRPCError(result.error.cause);
  }
  return result;
});

const base = t.procedure.use(domainErrors);

function requireUser(user: SessionUser | null): SessionUser {
  if (!user) throw new TRPCError({ code: "UNAUTHORIZED", message: NOT_SIGNED_IN });
  return user;
}

/** What each policy asks of a signed-in user, in the domain's words: for the procedures and the file routes. */
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

function withFlag(policy: Exclude<Policy, "public">) {
  return base.meta({ policy }).use(({ ctx, next }) => {
    const user = requireUser(ctx.user);
    if (!POLICY_FLAGS[policy](user)) throw new TRPCError({ code: "FORBIDDEN", message: NOT_ALLOWED });
    return next({ ctx: { ...ctx, user } });
  });
}

export const publicProcedure = base.meta({ policy: "public" });
export const authedProcedure = withFlag("authed");
export const superAdminProcedure = withFlag("superAdmin");
export const accountingProcedure = withFlag("accounting");
export const financeProcedure = withFlag("finance");
export const alertReaderProcedure = withFlag("alertReader");
