import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import { DomainError } from "@tronc/domain";
import type { FastifyInstance } from "fastify";
import { sendError } from "./error-handler";
import { NOT_FOUND } from "./http-error";

/**
 * The browser paths of the web app (apps/web/src/app: ADMIN_BASE, the login page, the absolute
 * coach-ia routes): only these, and `/`, answer index.html. Every other unknown path — /api, /trpc,
 * /admin exports, upload and print paths — is a JSON 404, never a page that says 200.
 */
const WEB_APP_PREFIXES = ["/tronc-commun/admin", "/login", "/coach-ia"];

export function isWebAppPath(url: string): boolean {
  const path = url.split("?", 1)[0] ?? "";
  if (path === "/") return true;
  return WEB_APP_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The built web app's files, and for unknown paths its index.html on its own paths (GET/HEAD),
 * a JSON 404 otherwise.
 */
export async function registerWebAppAndNotFound(app: FastifyInstance, webDir: string | undefined) {
  const indexHtml = webDir ? join(webDir, "index.html") : null;
  if (webDir && indexHtml && existsSync(indexHtml)) {
    await app.register(fastifyStatic, { root: webDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const page = request.method === "GET" || request.method === "HEAD";
    if (page && indexHtml && isWebAppPath(request.url) && existsSync(indexHtml)) {
      return reply
        .type("text/html; charset=utf-8")
        .header("Cache-Control", "no-cache")
        .sendFile("index.html");
    }
    return sendError(reply, new DomainError("NOT_FOUND", NOT_FOUND, "notFound"));
  });
}
