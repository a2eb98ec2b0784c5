import { PassThrough, type Writable } from "node:stream";
import { DomainError } from "@tronc/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SessionUser } from "../auth/session-user";
import type { RouteDoc } from "../docs/route-doc";
import { QueryReader } from "../hydra/query";
import type { ContextFactory } from "../hydra/register";
import { admit } from "../modules/policies";
import { FORBIDDEN_CHARACTER, hasForbiddenCharacter } from "../schemas";
import type { Context } from "../trpc/context";
import { sendError } from "./error-handler";

export type SignedInContext = Context & { user: SessionUser };

/** A file built row by row while it is sent: every check is done before its first byte. */
export interface StreamExport<Filters> {
  path: string;
  /** The documentation's line, in French. */
  summary: string;
  contentType: string;
  filename: (now: Date) => string;
  /** Who may download it: the policies any one of which opens it (checked, and documented). */
  roles: RouteDoc["roles"];
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
  const user = admit(ctx.user, spec.roles);
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
  const doc: RouteDoc = {
    summary: spec.summary,
    roles: spec.roles,
    answers: {
      types: [spec.contentType],
      description:
        "Le fichier, en pièce jointe, écrit au fil de l'envoi : tout ce qui répond aux filtres, sans pagination. Un filtre invalide est un 400 avant le premier octet.",
    },
    query: spec.parse,
  };
  app.get(spec.path, { config: { doc } }, async (request, reply) => {
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
