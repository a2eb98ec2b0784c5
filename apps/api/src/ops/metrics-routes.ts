import type { FastifyInstance } from "fastify";
import type { JobStatsProvider } from "./job-stats";

export const METRICS_PATH = "/api/metrics";

export interface MetricsOptions {
  /** METRICS_TOKEN: unset, nothing is measured and /api/metrics answers 404 like any unknown path. */
  token?: string;
  /** The job queues' figures; absent, no job gauges. */
  jobStats?: JobStatsProvider;
  /** Times a `select 1` at each scrape (waiting for a free connection included). */
  databaseProbe?: () => Promise<void>;
  /** The pool's configured size (postgres.js tells no more: see docs/decisions.md). */
  databasePoolMax?: number;
}

/**
 * Registers the measures and the route only when a token is set: prom-client and the plugin are
 * loaded then, never by a default start (its time and memory are measured targets).
 */
export async function registerMetrics(app: FastifyInstance, options: MetricsOptions): Promise<void> {
  const token = options.token?.trim();
  if (!token) return;
  const { registerPrometheus } = await import("./prometheus");
  await registerPrometheus(app, { ...options, token });
}
