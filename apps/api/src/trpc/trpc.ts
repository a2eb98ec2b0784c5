import { isDomainError } from "@tronc/domain";
import { initTRPC } from "@trpc/server";
import { toHttpError } from "../http/http-error";
import { admit, type Policy } from "../modules/policies";
import type { Context } from "./context";
import { domainToTRPCError } from "./errors";

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

/** The procedure builder behind a policy: its door (401/403) before its input is read. */
export function procedureFor(policy: Exclude<Policy, "public">) {
  return base
    .meta({ policy })
    .use(({ ctx, next }) => next({ ctx: { ...ctx, user: admit(ctx.user, policy) } }));
}

export const publicProcedure = base.meta({ policy: "public" });
export const authedProcedure = procedureFor("authed");
export const superAdminProcedure = procedureFor("superAdmin");
export const accountingProcedure = procedureFor("accounting");
export const alertReaderProcedure = procedureFor("alertReader");
