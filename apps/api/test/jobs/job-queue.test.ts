import type { DbHandle } from "@tronc/db";
import { createTestDb } from "@tronc/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFolderStorage } from "../../src/files/storage/local-folder";
import { JOBS } from "../../src/jobs/catalogue";
import { jobHandlers } from "../../src/jobs/handlers";
import { type JobQueue, jobQueueDatabase, startJobQueue } from "../../src/jobs/queue";
import { ALWAYS_FAILS, eventually, FAILURE_MESSAGE, quickQueue, SLOW } from "./job-fixtures";

/**
 * The queue in one process, on the file's database: PGlite by default (the embedded mode: the same
 * library and handlers on the one database), PostgreSQL when DATABASE_URL is set.
 */
let handle: DbHandle;
let queue: JobQueue;
const tries: number[] = [];
let failing = true;

beforeAll(async () => {
  handle = await createTestDb();
  queue = await startJobQueue({
    ...quickQueue,
    database: jobQueueDatabase(handle),
    definitions: [ALWAYS_FAILS, JOBS.alertScan, JOBS.forecastRollout],
    handlers: {
      [ALWAYS_FAILS.name]: async () => {
        tries.push(Date.now());
        if (failing) throw new Error(FAILURE_MESSAGE);
      },
      ...jobHandlers({
        db: handle.db,
        storage: localFolderStorage("/nonexistent"),
        now: () => new Date(),
        log: () => {},
      }),
    },
  });
}, 60_000);

afterAll(async () => {
  await queue?.stop();
  await handle?.close();
});

const statsOf = async (name: string) => (await queue.stats()).find((stat) => stat.name === name);

describe("a job that throws every time", () => {
  it("is tried again with growing waits, then stops after its retries and shows as failed", async () => {
    const id = await queue.send(ALWAYS_FAILS.name, { n: 1 });
    expect(id).toEqual(expect.any(String));
    await eventually(async () => (await statsOf(ALWAYS_FAILS.name))?.failed === 1, 25_000);

    expect(tries).toHaveLength(1 + ALWAYS_FAILS.retryLimit);
    const [first = 0, second = 0, third = 0] = tries;
    // Back-off with pg-boss's jitter: the n-th retry waits between retryDelay × 2^(n-1) and twice that
    // (1-2 s, then 2-4 s, plus a poll), so only the shortest waits grow for sure; without back-off the
    // second would be 1 s again.
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1900);

    const [failed] = await queue.failed();
    expect(failed).toMatchObject({
      id,
      name: ALWAYS_FAILS.name,
      attempts: 3,
      lastError: FAILURE_MESSAGE,
    });
    expect(await statsOf(ALWAYS_FAILS.name)).toMatchObject({ queued: 0, active: 0, failed: 1 });
  }, 30_000);

  it("runs once more when retried, and leaves the failed list", async () => {
    const [failed] = await queue.failed();
    if (!failed) throw new Error("no failed job");
    failing = false;
    expect(await queue.retry(failed.name, failed.id)).toBe(true);
    await eventually(async () => (await statsOf(ALWAYS_FAILS.name))?.completed === 1);
    expect(tries).toHaveLength(4);
    expect(await queue.failed()).toEqual([]);
    expect(await queue.retry(failed.name, failed.id)).toBe(false);
  });
});

describe("the app's jobs in this process", () => {
  it("runs the alert scan and the forecast rollout sent to the queue, each once", async () => {
    await queue.send(JOBS.alertScan.name);
    await queue.send(JOBS.forecastRollout.name);
    await eventually(async () => (await statsOf(JOBS.alertScan.name))?.completed === 1);
    await eventually(async () => (await statsOf(JOBS.forecastRollout.name))?.completed === 1);
    expect(await statsOf(JOBS.alertScan.name)).toMatchObject({ queued: 0, active: 0, failed: 0 });
  });

  it("keeps one waiting at most of a job that must not pile up (stately)", async () => {
    const first = await queue.send(JOBS.alertScan.name, {}, { startAfterSeconds: 60 });
    const second = await queue.send(JOBS.alertScan.name, {}, { startAfterSeconds: 60 });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(await statsOf(JOBS.alertScan.name)).toMatchObject({ queued: 1 });
  });
});

describe("a queue stopped while a job runs", () => {
  it("waits its grace time, then gives the job back: another queue on the database takes it", async () => {
    const stopping = await startJobQueue({
      ...quickQueue,
      database: jobQueueDatabase(handle),
      definitions: [{ ...SLOW, expireInSeconds: 60 }],
      handlers: { [SLOW.name]: () => new Promise(() => {}) },
    });
    await stopping.send(SLOW.name, { n: 1 });
    await eventually(async () => (await stopping.stats()).some((stat) => stat.active === 1));
    const stopStarted = Date.now();
    await stopping.stop();
    expect(Date.now() - stopStarted).toBeGreaterThanOrEqual(quickQueue.graceSeconds * 1000);

    const done: unknown[] = [];
    const taking = await startJobQueue({
      ...quickQueue,
      database: jobQueueDatabase(handle),
      definitions: [{ ...SLOW, expireInSeconds: 60 }],
      handlers: { [SLOW.name]: async (data) => void done.push(data) },
    });
    try {
      await eventually(() => done.length === 1);
      expect(done).toEqual([{ n: 1 }]);
    } finally {
      await taking.stop();
    }
  });
});
