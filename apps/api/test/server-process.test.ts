import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
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
  execFileSync(process.execPath, ["build.mjs"], { cwd: apiDir, stdio: "pipe" });
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

describe("the server process on the embedded database", () => {
  it("starts on DATA_DIR with the demo logins, serves sign-in, and stops cleanly on SIGTERM", async () => {
    const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: "", INIT_CWD: "" };
    child = spawn(process.execPath, ["--enable-source-maps", "dist/main.mjs"], { env, cwd: apiDir });
    const output = await waitForOutput(child, "user@tronc.test");
    expect(output).toContain(`http://localhost:${port}`);
    expect(output).toContain("admin@tronc.test");

    const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "user@tronc.test", password: "tronc-demo" }),
    });
    expect(login.status).toBe(200);

    const exited = new Promise<number | null>((resolve) => child?.on("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);

    // The database closed cleanly: it reopens with the session written just before the stop.
    const handle = await createDb({ dataDir: join(dataDir, "pglite") });
    const rows = await handle.db.execute("select count(*)::int as n from sessions");
    await handle.close();
    expect(JSON.stringify(rows)).toContain('"n":1');
  }, 300_000);
});
