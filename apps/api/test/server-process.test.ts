import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb } from "@tronc/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(join(tmpdir(), "tc-process-"));
const port = 38000 + Math.floor(Math.random() * 1000);
let child: ChildProcess | undefined;
const apiDir = join(import.meta.dirname, "..");

// What `pnpm start` runs: the server built by build.mjs (esbuild), run by node.
beforeAll(() => {
  // Built for a first start on the embedded database: the build then seeds the demo of the day.
  const env = { ...process.env, DATABASE_URL: "", SECRETS_KEY: "", DATA_DIR: dataDir };
  execFileSync(process.execPath, ["build.mjs"], { cwd: apiDir, stdio: "pipe", env });
}, 120_000);

afterAll(() => {
  child?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Resolves with the output once it shows `text` (the server is ready), rejects if the process ends
 * first. No clock of its own: a first start seeds the demo data, which takes what the machine's load
 * makes it take; only the test's timeout bounds a server that never gets ready.
 */
function waitForOutput(process: ChildProcess, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(text)) resolve(output);
    };
    process.stdout?.on("data", onData);
    process.stderr?.on("data", onData);
    process.once("exit", (code, signal) =>
      reject(new Error(`the server stopped (${signal ?? code}) before "${text}":\n${output}`)),
    );
  });
}

async function signIn(port: number, email: string): Promise<number> {
  const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "tronc-demo" }),
  });
  return login.status;
}

describe("the server process on the embedded database", () => {
  it("starts on a new DATA_DIR from the demo the build seeded today, serves sign-in, and stops cleanly on SIGTERM", async () => {
    // Without SECRETS_KEY (an operator's key would make it seed, as the next test checks).
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      DATABASE_URL: "",
      INIT_CWD: "",
      SECRETS_KEY: "",
    };
    child = spawn(process.execPath, ["--enable-source-maps", "dist/main.mjs"], { env, cwd: apiDir });
    const output = await waitForOutput(child, "user@tronc.test");
    expect(output).toContain(`http://localhost:${port}`);
    expect(output).toContain("admin@tronc.test");
    // Copied, not seeded: the snapshot's key (its materials' codes are sealed with it) and its files.
    const snapshot = join(apiDir, "dist", "demo");
    expect(readFileSync(join(dataDir, "secrets.key"), "utf8")).toBe(
      readFileSync(join(snapshot, "secrets.key"), "utf8"),
    );
    expect(existsSync(join(dataDir, "files", "1"))).toBe(true);

    expect(await signIn(port, "user@tronc.test")).toBe(200);

    const exited = new Promise<number | null>((resolve) => child?.on("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);

    // The database closed cleanly: it reopens with the session written just before the stop.
    const handle = await createDb({ dataDir: join(dataDir, "pglite") });
    const rows = await handle.db.execute("select count(*)::int as n from sessions");
    // Only its own database: the snapshot drops the templates a first start would copy for nothing.
    const databases = (await handle.db.execute("select datname from pg_database")) as unknown as {
      rows: { datname: string }[];
    };
    await handle.close();
    expect(JSON.stringify(rows)).toContain('"n":1');
    expect(databases.rows).toEqual([{ datname: "postgres" }]);
  }, 300_000);

  it("seeds the demo instead under an operator's SECRETS_KEY (the snapshot's codes are sealed with its own)", async () => {
    const otherDir = mkdtempSync(join(tmpdir(), "tc-process-key-"));
    const otherPort = 37000 + Math.floor(Math.random() * 1000);
    const env = {
      ...process.env,
      DATA_DIR: otherDir,
      PORT: String(otherPort),
      DATABASE_URL: "",
      INIT_CWD: "",
      SECRETS_KEY: "cd".repeat(32),
    };
    const seeding = spawn(process.execPath, ["dist/main.mjs"], { env, cwd: apiDir });
    try {
      await waitForOutput(seeding, "user@tronc.test");
      expect(existsSync(join(otherDir, "secrets.key"))).toBe(false);
      expect(existsSync(join(otherDir, "files", "1"))).toBe(true);
      expect(await signIn(otherPort, "compta@tronc.test")).toBe(200);
    } finally {
      const exited = new Promise((resolve) => seeding.once("exit", resolve));
      seeding.kill("SIGTERM");
      await exited;
      rmSync(otherDir, { recursive: true, force: true });
    }
  }, 300_000);
});
