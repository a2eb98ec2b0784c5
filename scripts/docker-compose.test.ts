import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const composeFile = join(root, "docker-compose.yml");

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string };
  deploy?: { replicas?: number };
  ports?: string[];
  volumes?: string[];
  command?: string[] | string;
}
interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const compose = load(readFileSync(composeFile, "utf8")) as Compose;
const services = compose.services;
const app = services.app as Service;

/** `docker compose` (the v2 plugin) when this machine has it: no container engine is needed for `config`. */
const composeCli = spawnSync("docker", ["compose", "version"], { encoding: "utf8" }).status === 0;

describe("docker-compose.yml", () => {
  it(
    composeCli
      ? "is valid for `docker compose config`, and refuses to start without SECRETS_KEY"
      : "is well-formed YAML whose every reference resolves (the docker compose CLI is not on this machine)",
    () => {
      if (composeCli) {
        const env = { ...process.env, SECRETS_KEY: "ab".repeat(32) };
        execFileSync("docker", ["compose", "-f", composeFile, "config", "--quiet"], { env, stdio: "pipe" });
        const withoutKey = spawnSync("docker", ["compose", "-f", composeFile, "config", "--quiet"], {
          env: { ...process.env, SECRETS_KEY: "" },
          encoding: "utf8",
        });
        expect(withoutKey.status).not.toBe(0);
        expect(withoutKey.stderr).toContain("SECRETS_KEY est requis");
      }
      for (const [name, service] of Object.entries(services)) {
        expect(service.image ?? service.build, name).toBeTruthy();
        for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
          expect(Object.keys(services), `${name} → ${dependency}`).toContain(dependency);
          expect(["service_started", "service_healthy", "service_completed_successfully"]).toContain(
            condition,
          );
          if (condition === "service_healthy")
            expect(services[dependency]?.healthcheck, dependency).toBeDefined();
        }
        for (const volume of service.volumes ?? []) {
          const source = volume.split(":")[0] ?? "";
          if (source.startsWith(".")) expect(existsSync(join(root, source)), source).toBe(true);
          else expect(Object.keys(compose.volumes ?? {}), source).toContain(source);
        }
      }
    },
  );

  it("runs PostgreSQL 15, an S3 store with its bucket, migrations once, two app replicas and a load balancer", () => {
    expect(services.db?.image).toBe("postgres:15");
    expect(services.s3?.image).toMatch(/^minio\/minio/);
    expect(String(services["s3-bucket"]?.command)).toContain("mc mb --ignore-existing local/tronc");
    expect(services.migrate?.command).toEqual(["node", "scripts/run-command.mjs", "migrate"]);
    expect(app.deploy?.replicas).toBe(2);
    // No published port on the replicas: `--scale app=N` starts N of them without a port conflict.
    expect(app.ports).toBeUndefined();
    expect(app.depends_on?.migrate?.condition).toBe("service_completed_successfully");
    expect(app.depends_on?.["s3-bucket"]?.condition).toBe("service_completed_successfully");
    expect(String(app.healthcheck?.test)).toContain("/api/health/ready");
    expect(services.lb?.image).toBe("caddy:2");
    expect(services.lb?.ports).toEqual(["3000:80"]);
  });

  it("gives the app the storage and key settings, the same to the migrations", () => {
    for (const service of [app, services.migrate]) {
      expect(Object.keys(service?.environment ?? {})).toEqual(
        expect.arrayContaining([
          "DATABASE_URL",
          "SECRETS_KEY",
          "METRICS_TOKEN",
          "STORAGE_DRIVER",
          "S3_ENDPOINT",
          "S3_BUCKET",
          "S3_REGION",
          "S3_ACCESS_KEY_ID",
          "S3_SECRET_ACCESS_KEY",
          "S3_FORCE_PATH_STYLE",
        ]),
      );
    }
    expect(app.environment?.STORAGE_DRIVER).toBe("s3");
    expect(app.environment?.S3_ENDPOINT).toBe("http://s3:9000");
  });

  it("has Caddy balance over every replica the DNS lists, on the app's port", () => {
    const caddyfile = readFileSync(join(root, "deploy", "Caddyfile"), "utf8");
    expect(caddyfile).toContain(`dynamic a app ${app.environment?.PORT}`);
    expect(caddyfile).toMatch(/lb_try_duration \d+s/);
  });
});
