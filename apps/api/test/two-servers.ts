import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { join } from "node:path";
import { createDb, type DbHandle, migrate } from "@tronc/db";
import { sql } from "drizzle-orm";
import { seedDemo } from "../src/seed";

/**
 * Two server processes (the built dist/main.mjs, built once per run by the api-postgres project's
 * global setup) on one scratch PostgreSQL database seeded with the demo, each signed in as the
 * accountant: for the proofs that hold across processes (numbering, credit payments).
 */
export interface TwoServers {
  /** A direct handle on the scratch database, for fixtures and reading rows. */
  handle: DbHandle;
  ports: [number, number];
  cookies: [string, string];
  /** `fetch` on server `index % 2`, signed in. */
  request(index: number, path: string, init: { method: string; body?: unknown }): Promise<Response>;
  /** Kills server `index` with a signal (SIGKILL: no clean stop) and waits for its exit. */
  kill(index: number, signal: NodeJS.Signals): Promise<void>;
  close(): Promise<void>;
}

const apiDir = join(import.meta.dirname, "..");

function startServer(
  databaseUrl: string,
  port: number,
  extraEnv: Record<string, string>,
): Promise<ChildProcess> {
  const env = { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), INIT_CWD: "", ...extraEnv };
  const child = spawn(process.execPath, ["--enable-source-maps", "dist/main.mjs"], { env, cwd: apiDir });
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`server on ${port} did not start:\n${output}`)), 60_000);
    // A server that stops by itself says why: its last output goes to the test's stderr.
    child.once("exit", (code, signal) => {
      if (signal !== "SIGKILL") console.error(`server on ${port} stopped (${code ?? signal}):\n${output}`);
    });
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      if (output.includes("Tronc Commun est prêt")) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
  });
}

async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "compta@tronc.test", password: "tronc-demo" }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in on ${port}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Creates the scratch database `${prefix}_<random>` on DATABASE_URL's server and prepares it. */
export async function scratchDatabase(
  prefix: string,
): Promise<{ handle: DbHandle; url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL ?? "";
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const admin = await createDb({ url: baseUrl, max: 1 });
  await admin.db.execute(sql.raw(`create database ${name}`));
  const handle = await createDb({ url: url.toString() });
  await migrate(handle);
  await seedDemo(handle.db, new Date());
  return {
    handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    },
  };
}

/** A port nobody listens on now (the system's choice), so that two files running at once never collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the two servers on an already prepared scratch database; if one fails, none is left running. */
export async function startTwoServers(
  scratch: {
    handle: DbHandle;
    url: string;
    drop(): Promise<void>;
  },
  /** Settings of each server (its own files folder, the storage…), by index. */
  envOf: (index: number) => Record<string, string> = () => ({}),
): Promise<TwoServers> {
  const first = await freePort();
  let second = await freePort();
  while (second === first) second = await freePort();
  const ports: [number, number] = [first, second];
  const started = await Promise.allSettled(
    ports.map((port, index) => startServer(scratch.url, port, envOf(index))),
  );
  const children = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const failure = started.find((result) => result.status === "rejected");
  if (failure) {
    for (const child of children) child.kill("SIGKILL");
    throw failure.reason;
  }
  const cookies: [string, string] = [await signIn(ports[0]), await signIn(ports[1])];
  return {
    handle: scratch.handle,
    ports,
    cookies,
    request(index, path, init) {
      return fetch(`http://127.0.0.1:${ports[index % 2]}${path}`, {
        method: init.method,
        headers: { "content-type": "application/json", cookie: cookies[index % 2] ?? "" },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
    },
    async kill(index, signal) {
      const child = children[index];
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill(signal);
      await exited;
    },
    async close() {
      for (const child of children) child.kill("SIGKILL");
      await scratch.drop();
    },
  };
}
