import type { FastifyInstance } from "fastify";
import type { ReadinessChecks } from "./readiness";
import { withTimeout } from "./with-timeout";

export const HEALTH_LIVE_PATH = "/api/health/live";
export const HEALTH_READY_PATH = "/api/health/ready";
/** Per check: a load balancer probes every few seconds and must not pile up waiting requests. */
export const READINESS_TIMEOUT_MS = 2000;

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Makes readiness answer 503 from now on, before close(): a load balancer polling it stops
     * sending new requests while this process still serves (main.ts calls it on SIGTERM).
     */
    beginDrain(): void;
  }
}

const OK = { status: "ok" } as const;
const UNAVAILABLE = { status: "indisponible" } as const;

/**
 * Liveness (the process answers) and readiness (database, migrations, storage), open without a
 * session and saying nothing of what failed: the cause goes to the log. Readiness turns false as soon
 * as the server starts closing, so a load balancer stops sending before the connections are refused.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  checks: ReadinessChecks,
  timeoutMs = READINESS_TIMEOUT_MS,
): void {
  let closing = false;
  app.decorate("beginDrain", () => {
    closing = true;
  });
  app.addHook("preClose", (done) => {
    closing = true;
    done();
  });
  // Once closing, each answer closes its connection: a kept-alive one (a load balancer's, a browser's)
  // would otherwise hold close() until its idle timeout (72 s) once its last request is answered.
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
  // Probed every few seconds: their lines are logged only when they fail or are slow (see RequestLog).
  const route = { logLevel: "warn" as const };
  app.get(HEALTH_LIVE_PATH, route, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return OK;
  });
  app.get(HEALTH_READY_PATH, route, async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (closing) return reply.code(503).send(UNAVAILABLE);
    const results = await Promise.allSettled(
      Object.entries(checks).map(([name, check]: [string, () => Promise<void>]) =>
        withTimeout(check(), timeoutMs, name),
      ),
    );
    const failures = results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
    if (failures.length === 0) return OK;
    for (const error of failures) request.log.warn({ err: error }, "service non prêt");
    return reply.code(503).send(UNAVAILABLE);
  });
}
