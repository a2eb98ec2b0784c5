import { PassThrough, type Writable } from "node:stream";
import { DomainError } from "@tronc/domain";
import { TRPCError } from "@trpc/server";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SessionUser } from "../auth/session-user";
import { QueryReader } from "../hydra/query";
import type { ContextFactory } from "../hydra/register";
import { FORBIDDEN_CHARACTER, hasForbiddenCharacter } from "../schemas";
import type { Context } from "../trpc/context";
import { NOT_ALLOWED, NOT_SIGNED_IN } from "../trpc/errors";
import { sendError } from "./error-handler";

export type SignedInContext = Context & { user: SessionUser };

/** A file built row by row while it is sent: every check is done before its first byte. */
export interface StreamExport<Filters> {
  path: string;
  contentType: string;
  filename: (now: Date) => string;
  /** Who may download it; any signed-in user when absent. */
  allowed?: (user: SessionUser) => boolean;
  /** Reads and checks the query (throws a DomainError, TRPCError or ZodError → 400 in French). */
  parse: (query: QueryReader, ctx: SignedInContext) => Filters;
  write: (ctx: SignedInContext, filters: Filters, output: Writable) => Promise<unknown>;
}

type RawQuery = Record<string, string | string[] | undefined>;

/** No query value may carry a NUL or a lone surrogate, whatever the export reads. */
function assertSafeQuery(query: RawQuery) {
  for (const [name, value] of Object.entries(query)) {
    const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
    if ([name, ...values].some(hasForbiddenCharacter)) {
      throw new DomainError("FORBIDDEN_CHARACTER", FORBIDDEN_CHARACTER, "invalid");
    }
  }
}

async function validate<Filters>(
  request: FastifyRequest,
  contextFor: ContextFactory,
  spec: StreamExport<Filters>,
): Promise<{ ctx: SignedInContext; filters: Filters }> {
  const ctx = await contextFor(request);
  const { user } = ctx;
  if (!user) throw new TRPCError({ code: "UNAUTHORIZED", message: NOT_SIGNED_IN });
  if (spec.allowed && !spec.allowed(user)) throw new TRPCError({ code: "FORBIDDEN", message: NOT_ALLOWED });
  const query = request.query as RawQuery;
  assertSafeQuery(query);
  const signedIn = { ...ctx, user };
  return { ctx: signedIn, filters: spec.parse(new QueryReader(query), signedIn) };
}

/** Registers a GET export: validate (401/403/400 as hydra:Error), then stream; a failure midway is logged. */
export function registerStreamExport<Filters>(
  app: FastifyInstance,
  contextFor: ContextFactory,
  spec: StreamExport<Filters>,
) {
  app.get(spec.path, async (request, reply) => {
    let checked: { ctx: SignedInContext; filters: Filters };
    try {
      checked = await validate(request, contextFor, spec);
    } catch (error) {
      return sendError(reply, error);
    }
    const { ctx, filters } = checked;
    const stream = new PassThrough();
    spec.write(ctx, filters, stream).catch((error: unknown) => {
      request.log.error({ err: error }, "export interrompu");
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return reply
      .type(spec.contentType)
      .header("Content-Disposition", `attachment; filename="${spec.filename(ctx.now())}"`)
      .header("Cache-Control", "no-store")
      .send(stream);
  });
}
