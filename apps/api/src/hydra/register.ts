import { MESSAGES } from "@tronc/domain";
import { TRPCError } from "@trpc/server";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { sendError } from "../http/error-handler";
import type { AppCaller } from "../trpc/caller";
import type { Context } from "../trpc/context";
import { etagOf } from "./etag";
import { fromWire } from "./json-ld";
import { QueryReader } from "./query";
import type { HydraRoute } from "./route";

/** Builds the request context; `sessionToken` overrides the cookie (right after sign-in). */
export type ContextFactory = (request: FastifyRequest, sessionToken?: string) => Promise<Context>;

/** The procedures' caller of the server's own app router (the modules it was built with). */
export type CallerFactory = (ctx: Context) => AppCaller;

export function registerHydraRoutes(
  app: FastifyInstance,
  routes: readonly HydraRoute[],
  contextFor: ContextFactory,
  callerFor: CallerFactory,
) {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.path,
      handler: async (request, reply) => {
        const rawBody = request.body ?? {};
        if (typeof rawBody !== "object" || Array.isArray(rawBody)) {
          return sendError(
            reply,
            new TRPCError({
              code: "BAD_REQUEST",
              message: MESSAGES.BODY_NOT_OBJECT,
            }),
          );
        }
        try {
          const ctx = await contextFor(request);
          const run = (context: Context) =>
            route.handle(callerFor(context), {
              params: request.params as Record<string, string>,
              query: new QueryReader(request.query as Record<string, string | string[] | undefined>),
              body: fromWire(rawBody as Record<string, unknown>),
              user: context.user,
              ifMatch: request.headers["if-match"],
            });
          // The procedures' own transactions become savepoints of this one.
          const result = route.atomic
            ? await ctx.db.transaction((tx) => run({ ...ctx, db: tx }))
            : await run(ctx);
          if (result === null || result === undefined) return reply.code(204).send();
          const status = route.status ?? (route.method === "POST" ? 201 : 200);
          const etag = etagOf(result);
          if (etag) reply.header("etag", etag);
          return reply.code(status).type("application/ld+json").send(result);
        } catch (error) {
          return sendError(reply, error);
        }
      },
    });
  }
}
