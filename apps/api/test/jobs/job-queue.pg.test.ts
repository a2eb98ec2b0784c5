import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type JobQueue, startJobQueue } from "../../src/jobs/queue";
import { EXCLUSIVE, eventually, quickQueue, SLOW, sleep } from "./job-fixtures";

/**
 * Several processes' queues on one PostgreSQL (each its own pool, as two servers): a stately job never
 * runs twice at once, and a job whose worker process is killed (SIGKILL) is taken again by another.
 * Runs only when DATABASE_URL is set (the "api-postgres" project).
 */
const baseUrl = process.env.DATABASE_URL ?? "";
const name = `tc_jobs_${randomBytes(4).toString("hex")}`;
const url = Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString();
const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
const queues: JobQueue[] = [];
let child: ChildProcess | undefined;

beforeAll(async () => {
  await admin.unsafe(`create database ${name}`);
});

afterAll(async () => {
  child?.kill("SIGKILL");
  for (const queue of queues) await queue.stop();
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
});

async function queueOf(handlers: Parameters<typeof startJobQueue>[0]["handlers"]) {
  const queue = await startJobQueue({
    ...quickQueue,
    database: { url },
    definitions: [EXCLUSIVE, SLOW],
    handlers,
  });
  queues.push(queue);
  return queue;
}

describe("a stately job on two processes' queues", () => {
  it("never runs twice at once, and never piles up", async () => {
    let running = 0;
    let mostAtOnce = 0;
    let runs = 0;
    const exclusive = async () => {
      running += 1;
      runs += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await sleep(300);
      running -= 1;
    };
    const first = await queueOf({ [EXCLUSIVE.name]: exclusive });
    const second = await queueOf({ [EXCLUSIVE.name]: exclusive });
    let refused = 0;
    for (let n = 0; n < 30; n++) {
      const id = await (n % 2 ? first : second).send(EXCLUSIVE.name, { n });
      if (id === null) refused += 1;
      await sleep(100);
    }
    await eventually(async () => (await first.stats()).every((stat) => stat.queued + stat.active === 0));
    expect(mostAtOnce).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(5);
    expect(refused).toBeGreaterThan(0);
    expect(runs + refused).toBe(30);
  }, 60_000);
});

describe("a job whose worker process is killed", () => {
  it("is taken again by the surviving process and done once", async () => {
    const sender = await queueOf({});
    const childFile = fileURLToPath(new URL("./worker-child.ts", import.meta.url));
    child = spawn(process.execPath, ["--import", "tsx", childFile, url], {
      cwd: fileURLToPath(new URL("../..", import.meta.url)),
      stdio: ["ignore", "pipe", "inherit"],
    });
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    const seen: string[] = [];
    lines.on("line", (line) => seen.push(line));
    await eventually(() => seen.includes("ready"), 30_000);

    const id = await sender.send(SLOW.name, { document: 7 });
    await eventually(() => seen.some((line) => line.startsWith("started")));
    child.kill("SIGKILL");
    await new Promise((resolve) => child?.once("exit", resolve));

    const done: unknown[] = [];
    await queueOf({ [SLOW.name]: async (data) => void done.push(data) });
    await eventually(() => done.length > 0, 20_000);
    await sleep(1500);
    expect(done).toEqual([{ document: 7 }]);
    const db = postgres(url, { max: 1, onnotice: () => {} });
    const [row] = await db.unsafe("select state, retry_count from pgboss.job where id = $1", [id ?? ""]);
    await db.end();
    expect(row).toMatchObject({ state: "completed", retry_count: 1 });
  }, 60_000);
});
