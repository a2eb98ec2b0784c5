import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../../src/env";
import { localFolderStorage } from "../../src/files/storage/local-folder";
import { invoiceModule } from "../../src/modules/billing/invoices";
import { buildServer, type ServerOptions } from "../../src/server";
import { createTestApp, type TestApp } from "../helpers";

const TOKEN = "jeton-de-test-assez-long-0123456789";
let t: TestApp;
let measured: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ modules: [invoiceModule] });
  measured = await serverWith({
    metrics: {
      token: TOKEN,
      databasePoolMax: 10,
      jobStats: async () => [{ name: "pdf-documents", queued: 3, active: 1, failed: 2, completed: 40 }],
    },
  });
});
afterAll(async () => {
  await measured.close();
  await t.close();
});

function serverWith(options: Partial<ServerOptions>) {
  return buildServer({
    db: t.handle.db,
    storage: localFolderStorage(t.filesDir),
    maxUploadBytes: 1024,
    addressLookup: { search: async () => [] },
    modules: t.modules,
    ...options,
  });
}

const scrape = (app: FastifyInstance, authorization?: string) =>
  app.inject({
    method: "GET",
    url: "/api/metrics",
    headers: authorization === undefined ? {} : { authorization },
  });

describe("metrics: off unless METRICS_TOKEN is set", () => {
  it("answers 404 like any unknown path when no token is set", async () => {
    const response = await scrape(t.app, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(404);
  });

  it("answers 401 without the token or with a wrong one, saying nothing more", async () => {
    for (const header of [undefined, "", `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, "Bearer ", TOKEN]) {
      const response = await scrape(measured, header);
      expect(response.statusCode, String(header)).toBe(401);
      expect(response.headers["www-authenticate"]).toBe("Bearer");
      expect(response.json()["hydra:description"]).toBe("Jeton d'accès aux mesures absent ou invalide.");
      expect(response.body).not.toContain("http_request");
    }
  });

  it("measures requests by route pattern, never by raw URL, and unknown paths under one label", async () => {
    await measured.inject({ method: "GET", url: "/admin/print_invoice/987654" });
    await measured.inject({ method: "GET", url: "/admin/print_invoice/123456" });
    await measured.inject({ method: "GET", url: "/api/nowhere/555444" });
    await measured.inject({ method: "GET", url: "/api/health/live" });

    const response = await scrape(measured, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/admin\/print_invoice\/:id",status_code="401"\} 2/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.\d+",method="GET",route="\/api\/health\/live",status_code="200"\}/,
    );
    expect(text).toContain('route="__non_trouvee__"');
    expect(text).not.toMatch(/987654|123456|555444|nowhere/);
    // Errors by class of status.
    expect(text).toMatch(/http_errors_total\{route="\/admin\/print_invoice\/:id",status_class="4xx"\} 2/);
    expect(text).toMatch(/http_errors_total\{route="__non_trouvee__",status_class="4xx"\} 1/);
  });

  it("tells the event-loop lag, the database's state and pool size, and the job queues", async () => {
    const text = (await scrape(measured, `Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^tronc_db_up 1$/m);
    expect(text).toMatch(/^tronc_db_probe_seconds \d/m);
    expect(text).toMatch(/^tronc_db_pool_max_connections 10$/m);
    expect(text).toMatch(/^tronc_jobs_queued\{queue="pdf-documents"\} 3$/m);
    expect(text).toMatch(/^tronc_jobs_active\{queue="pdf-documents"\} 1$/m);
    expect(text).toMatch(/^tronc_jobs_failed\{queue="pdf-documents"\} 2$/m);
    expect(text).toMatch(/^tronc_jobs_stats_up 1$/m);
  });

  it("has no job gauges when no provider is given, and two servers in one process keep their own figures", async () => {
    const other = await serverWith({ metrics: { token: TOKEN } });
    try {
      const text = (await scrape(other, `Bearer ${TOKEN}`)).body;
      expect(text).not.toContain("tronc_jobs");
      expect(text).not.toContain("print_invoice");
    } finally {
      await other.close();
    }
  });
});

describe("METRICS_TOKEN setting", () => {
  it("is off when unset or empty, and refuses a short token in French", () => {
    expect(readEnv({}, "/srv").metricsToken).toBeUndefined();
    expect(readEnv({ METRICS_TOKEN: " " }, "/srv").metricsToken).toBeUndefined();
    expect(readEnv({ METRICS_TOKEN: TOKEN }, "/srv").metricsToken).toBe(TOKEN);
    expect(() => readEnv({ METRICS_TOKEN: "court" }, "/srv")).toThrow(
      /METRICS_TOKEN : au moins 16 caractères/,
    );
  });
});
