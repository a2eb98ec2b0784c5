import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hydraError } from "../hydra/json-ld";
import { type HttpError, toHttpError } from "./http-error";

export const TRPC_PREFIX = "/trpc";

const isTRPCPath = (url: string) => url === TRPC_PREFIX || url.startsWith(`${TRPC_PREFIX}/`);

/** The tRPC error shape, one per procedure of a batch (`/trpc/a,b?batch=1`), for errors raised before tRPC runs. */
function trpcErrorBody(request: FastifyRequest, mapped: HttpError) {
  const [pathname = "", search = ""] = request.url.split("?", 2);
  const paths = decodeURIComponentSafe(pathname.slice(TRPC_PREFIX.length + 1)).split(",");
  const shape = (path: string) => ({
    error: {
      message: mapped.message,
      code: TRPC_ERROR_CODES_BY_KEY[mapped.code],
      data: { code: mapped.code, httpStatus: mapped.status, path: path || undefined },
    },
  });
  const batched = new URLSearchParams(search).get("batch") === "1";
  return batched ? paths.map(shape) : shape(paths[0] ?? "");
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Answers any error the one way: the status and French sentence of toHttpError, as a hydra:Error
 * (or a tRPC error under /trpc). What a 500 was about goes to the log only.
 */
export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  const mapped = toHttpError(error);
  if (mapped.status >= 500) reply.log.error({ err: error }, "erreur interne");
  reply.code(mapped.status);
  if (isTRPCPath(reply.request.url)) {
    return reply.type("application/json").send(trpcErrorBody(reply.request, mapped));
  }
  const title = mapped.status === 404 ? "Introuvable" : undefined;
  return reply.type("application/ld+json").send(hydraError(mapped.message, title));
}

/** Installs the one error handler; call it before any route is registered so every route uses it. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, _request, reply) => sendError(reply, error));
}
