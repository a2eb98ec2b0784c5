import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { createDb, type DbHandle, migrate } from "@tronc/db";
import { sql } from "drizzle-orm";

const repositoryDir = join(import.meta.dirname, "../../../../..");
const scriptsDir = join(repositoryDir, "scripts");

/** A fresh, migrated, empty PostgreSQL database on DATABASE_URL's server. */
export async function freshDatabase(
  prefix: string,
): Promise<{ handle: DbHandle; url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL ?? "";
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const admin = await createDb({ url: baseUrl, max: 1 });
  await admin.db.execute(sql.raw(`create database ${name}`));
  const handle = await createDb({ url: url.toString(), max: 3 });
  await migrate(handle);
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

export interface RolloutProcess {
  child: ChildProcess;
  /** Resolves when the process has ended, with its exit code or the signal that ended it. */
  ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stdout(): string;
  stderr(): string;
  /** Resolves with the first progress line's `done`, or null if the process ends first. */
  firstProgress(): Promise<number | null>;
}

/**
 * The rollout in its own process on `url`: the script itself, or (`throughPnpm`) exactly the command
 * cron and systemd run, `pnpm forecast:rollout` from the repository's root.
 */
export function startRollout(url: string, args: string[] = [], { throughPnpm = false } = {}): RolloutProcess {
  const env = { ...process.env, DATABASE_URL: url, INIT_CWD: "" };
  const child = throughPnpm
    ? spawn("pnpm", ["forecast:rollout", ...args], { cwd: repositoryDir, env })
    : spawn(process.execPath, ["--import", "tsx", "forecast-rollout.ts", ...args], { cwd: scriptsDir, env });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  const progressWaiters: ((done: number | null) => void)[] = [];
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
    const done = /Charges (\d+)\/\d+/.exec(stderr)?.[1];
    if (done !== undefined) for (const wake of progressWaiters.splice(0)) wake(Number(done));
  });
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on("close", (code, signal) => {
      for (const wake of progressWaiters.splice(0)) wake(null);
      resolve({ code, signal });
    });
  });
  return {
    child,
    ended,
    stdout: () => stdout,
    stderr: () => stderr,
    firstProgress() {
      const done = /Charges (\d+)\/\d+/.exec(stderr)?.[1];
      if (done !== undefined) return Promise.resolve(Number(done));
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(null);
      return new Promise((resolve) => progressWaiters.push(resolve));
    },
  };
}
