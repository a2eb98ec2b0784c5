import { existsSync } from "node:fs";
import { join } from "node:path";
import { DomainError } from "@tronc/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendError } from "./error-handler";
import { NOT_FOUND } from "./http-error";
import { type IndexPage, loadIndexPage, sendIndexPage } from "./index-page";
import { markStatic } from "./request-log";
import { loadWebFiles, registerWebFiles } from "./web-files";

/**
 * The browser paths of the web app (apps/web/src/app: ADMIN_BASE, the login page, the absolute
 * coach-ia routes): only these, and `/`, answer index.html. Every other unknown path — /api, /trpc,
 * /admin exports, upload and print paths — is a JSON 404, never a page that says 200.
 */
const WEB_APP_PREFIXES = ["/tronc-commun/admin", "/login", "/coach-ia", "/pv"];

/**
 * The built web app's files from memory (the brotli/gzip twins written by its build to clients that
 * accept them), its index.html on its own paths (GET/HEAD), and a JSON 404 for anything else.
 */
export async function registerWebAppAndNotFound(app: FastifyInstance, webDir: string | undefined) {
  const indexFile = webDir ? join(webDir, "index.html") : null;
  const page: IndexPage | null = indexFile && existsSync(indexFile) ? loadIndexPage(indexFile) : null;
  if (webDir && page) {
    registerWebFiles(app, loadWebFiles(webDir));
    // Routes of their own rather than the 404 path: GET / is the most frequent request of all.
    const servePage = (request: FastifyRequest, reply: FastifyReply) => {
      markStatic(request);
      return sendIndexPage(page, request, reply);
    };
    app.get("/", servePage);
    for (const prefix of WEB_APP_PREFIXES) {
      app.get(prefix, servePage);
      app.get(`${prefix}/*`, servePage);
    }
  }
  app.setNotFoundHandler((_request, reply) =>
    sendError(reply, new DomainError("NOT_FOUND", NOT_FOUND, "notFound")),
  );
}
