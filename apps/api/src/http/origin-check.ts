import { DomainError } from "@tronc/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { sendError } from "./error-handler";

export const ORIGIN_REFUSED = "Origine de la requête refusée.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The origin this site is served from. The scheme is https when the deployment says so
 * (COOKIE_SECURE=true: TLS ends at a proxy in front), else the connection's own; X-Forwarded-Proto
 * is not trusted, since Fastify's trustProxy is off and anyone could send it.
 */
export function expectedOrigin(request: FastifyRequest, https: boolean): string {
  const scheme = https ? "https" : request.protocol;
  return `${scheme}://${request.headers.host ?? ""}`;
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.origin === "null" ? null : url.origin;
  } catch {
    return null;
  }
}

/** A state-changing request sent by a browser must come from this site: same scheme and host. */
export function registerOriginCheck(app: FastifyInstance, options: { https: boolean }) {
  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const expected = originOf(expectedOrigin(request, options.https));
    if (expected === null || originOf(origin) !== expected) {
      return sendError(reply, new DomainError("ORIGIN_REFUSED", ORIGIN_REFUSED, "forbidden"));
    }
  });
}
