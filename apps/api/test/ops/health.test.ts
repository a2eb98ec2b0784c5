import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFolderStorage } from "../../src/files/storage/local-folder";
import { buildServer, type ServerOptions } from "../../src/server";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
const scratch = mkdtempSync(join(tmpdir(), "tc-health-"));
beforeAll(async () => {
  t = await createTestApp({ modules: [] });
});
afterAll(async () => {
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

const serverWith = (options: Partial<ServerOptions>) =>
  buildServer({
    db: t.handle.db,
    storage: localFolderStorage(t.filesDir),
    maxUploadBytes: 1024,
    addressLookup: { search: async () => [] },
    modules: [],
    ...options,
  });

async function ready(app: FastifyInstance) {
  const response = await app.inject({ method: "GET", url: "/api/health/ready" });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe("health: open without a session, saying nothing of why", () => {
  it("live answers 200 and sets no cookie", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health/live" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("ready answers 200 on a migrated database with a writable files folder, leaving no probe file", async () => {
    expect(await ready(t.app)).toMatchObject({ status: 200, body: { status: "ok" } });
    const { readdirSync } = await import("node:fs");
    expect(readdirSync(t.filesDir).filter((name) => name.startsWith(".probe"))).toEqual([]);
  });

  it("a files folder that cannot be written makes ready 503 with no detail", async () => {
    const notAFolder = join(scratch, "a-file");
    writeFileSync(notAFolder, "x");
    const app = await serverWith({ storage: localFolderStorage(join(notAFolder, "files")) });
    try {
      const answer = await ready(app);
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ status: "indisponible" });
    } finally {
      await app.close();
    }
  });

  it("an injected storage check (the S3 store's probe) that throws makes ready 503", async () => {
    const app = await serverWith({
      readiness: {
        storage: async () => {
          throw new Error("S3 injoignable : connect ECONNREFUSED 10.0.0.9:9000");
        },
      },
    });
    try {
      const answer = await ready(app);
      expect(answer).toMatchObject({ status: 503, body: { status: "indisponible" } });
      expect(JSON.stringify(answer.body)).not.toContain("S3");
    } finally {
      await app.close();
    }
  });

  it("a database that never answers makes ready false within the check's timeout, not never", async () => {
    const app = await serverWith({
      readiness: { database: () => new Promise(() => {}) },
      readinessTimeoutMs: 200,
    });
    try {
      const started = performance.now();
      expect((await ready(app)).status).toBe(503);
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      await app.close();
    }
  });

  it("a database missing the last migration is not ready", async () => {
    await t.handle.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect((await ready(t.app)).status).toBe(503);
  });
});

describe("graceful stop", () => {
  it("is not ready once draining, lets a slow request in flight finish and refuses new connections", async () => {
    const app = await serverWith({});
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached: () => void = () => {};
    const inHandler = new Promise<void>((resolve) => {
      reached = resolve;
    });
    app.get("/api/test-slow", async () => {
      reached();
      await held;
      return { done: true };
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const slow = fetch(`http://127.0.0.1:${port}/api/test-slow`);
    await inHandler;

    // What main.ts does on SIGTERM: not ready first (the load balancer drains), then close.
    app.beginDrain();
    expect((await ready(app)).status).toBe(503);
    const closing = app.close();
    await expect(fetch(`http://127.0.0.1:${port}/api/health/live`)).rejects.toThrow();
    release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    await closing;
  });
});
