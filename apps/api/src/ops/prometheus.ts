import { MESSAGES } from "@tronc/domain";
import type { FastifyInstance } from "fastify";
import type fastifyMetrics from "fastify-metrics";
import type { Registry } from "prom-client";
import { hydraError } from "../hydra/json-ld";
import { bearerMatches } from "./bearer-token";
import { METRICS_PATH, type MetricsOptions } from "./metrics-routes";
import { withTimeout } from "./with-timeout";

type PromClient = typeof import("prom-client");

/** The label of every request no route matched (404s): unknown URLs never become labels of their own. */
export const UNMATCHED_ROUTE = "__non_trouvee__";
const PROBE_TIMEOUT_MS = 2000;

/**
 * fastify-metrics (on prom-client) times every request by its route pattern (`/api/invoices/:id`),
 * and collects prom-client's process metrics (event-loop lag among them), all in this server's own
 * registry: two servers in one process (the tests) never share one.
 */
export async function registerPrometheus(
  app: FastifyInstance,
  options: MetricsOptions & { token: string },
): Promise<void> {
  // Imported here, not at the top: the server's bundle keeps packages imported on demand out of its start.
  const [{ default: metricsPlugin }, promClient] = await Promise.all([
    import("fastify-metrics") as Promise<{ default: typeof fastifyMetrics }>,
    import("prom-client"),
  ]);
  const registry = new promClient.Registry();
  await app.register(metricsPlugin, {
    endpoint: null,
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      registeredRoutesOnly: false,
      invalidRouteGroup: UNMATCHED_ROUTE,
      overrides: { histogram: { registers: [registry] }, summary: { registers: [registry] } },
    },
  });
  registerErrorCounter(app, promClient, registry);
  // Read at each scrape, before the text is written (prom-client's own collect() run side by side, in
  // no set order, and these set several gauges at once).
  const beforeScrape = [
    registerDatabaseGauges(promClient, registry, options),
    options.jobStats && registerJobGauges(promClient, registry, options.jobStats),
  ].filter((refresh) => typeof refresh === "function");

  app.get(METRICS_PATH, { logLevel: "warn" }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, options.token)) {
      return reply
        .code(401)
        .header("www-authenticate", "Bearer")
        .type("application/ld+json")
        .send(hydraError(MESSAGES.METRICS_TOKEN_REFUSED, "Non autorisé"));
    }
    await Promise.all(beforeScrape.map((refresh) => refresh()));
    reply.header("cache-control", "no-store").type(registry.contentType);
    return registry.metrics();
  });
}

function registerErrorCounter(app: FastifyInstance, { Counter }: PromClient, registry: Registry): void {
  const errors = new Counter({
    name: "http_errors_total",
    help: "Réponses en erreur, par route (motif) et classe de statut (4xx, 5xx)",
    labelNames: ["route", "status_class"],
    registers: [registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    if (reply.statusCode < 400) return;
    errors.inc({
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    });
  });
}

type Refresh = () => Promise<void>;

function registerDatabaseGauges(
  { Gauge }: PromClient,
  registry: Registry,
  options: MetricsOptions,
): Refresh | undefined {
  if (options.databasePoolMax !== undefined) {
    const max = new Gauge({
      name: "tronc_db_pool_max_connections",
      help: "Connexions que le pool de la base peut ouvrir (réglage)",
      registers: [registry],
    });
    max.set(options.databasePoolMax);
  }
  const probe = options.databaseProbe;
  if (!probe) return undefined;
  const up = new Gauge({
    name: "tronc_db_up",
    help: "1 si la base a répondu à la dernière mesure, 0 sinon",
    registers: [registry],
  });
  const seconds = new Gauge({
    name: "tronc_db_probe_seconds",
    help: "Durée d'un select 1 à la mesure, attente d'une connexion libre du pool comprise",
    registers: [registry],
  });
  return async () => {
    const started = performance.now();
    try {
      await withTimeout(probe(), PROBE_TIMEOUT_MS, "base");
      up.set(1);
    } catch {
      up.set(0);
    }
    seconds.set((performance.now() - started) / 1000);
  };
}

function registerJobGauges(
  { Gauge }: PromClient,
  registry: Registry,
  jobStats: NonNullable<MetricsOptions["jobStats"]>,
): Refresh {
  const gauge = (name: string, help: string) =>
    new Gauge({ name, help, labelNames: ["queue"], registers: [registry] });
  const queued = gauge("tronc_jobs_queued", "Tâches en attente, par file");
  const active = gauge("tronc_jobs_active", "Tâches en cours, par file");
  const failed = gauge("tronc_jobs_failed", "Tâches en échec, par file");
  const completed = gauge("tronc_jobs_completed", "Tâches terminées gardées, par file");
  const up = new Gauge({
    name: "tronc_jobs_stats_up",
    help: "1 si les chiffres des files ont été lus à la dernière mesure, 0 sinon",
    registers: [registry],
  });
  return async () => {
    try {
      const stats = await withTimeout(jobStats(), PROBE_TIMEOUT_MS, "files de tâches");
      for (const stat of stats) {
        const labels = { queue: stat.name };
        queued.set(labels, stat.queued);
        active.set(labels, stat.active);
        failed.set(labels, stat.failed);
        if (stat.completed !== undefined) completed.set(labels, stat.completed);
      }
      up.set(1);
    } catch {
      up.set(0);
    }
  };
}
