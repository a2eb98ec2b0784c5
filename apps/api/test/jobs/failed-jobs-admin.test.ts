import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deferredJobQueue } from "../../src/jobs/deferred";
import { type JobQueue, jobQueueDatabase, startJobQueue } from "../../src/jobs/queue";
import { jobModule } from "../../src/modules/support/jobs";
import { createTestApp, type TestApp } from "../helpers";
import { ALWAYS_FAILS, eventually, FAILURE_MESSAGE, quickQueue } from "./job-fixtures";

let t: TestApp;
let queue: JobQueue;
let failing = true;

beforeAll(async () => {
  const jobs = deferredJobQueue();
  t = await createTestApp({ modules: [jobModule], jobQueue: jobs.queue });
  queue = await startJobQueue({
    ...quickQueue,
    database: jobQueueDatabase(t.handle),
    definitions: [{ ...ALWAYS_FAILS, retryLimit: 0 }],
    handlers: {
      [ALWAYS_FAILS.name]: async () => {
        if (failing) throw new Error(FAILURE_MESSAGE);
      },
    },
  });
  jobs.started(queue);
}, 60_000);

afterAll(async () => {
  await queue?.stop();
  await t?.close();
});

describe("the failed jobs' list, for super admins", () => {
  it("shows a job that failed, with its tries, its French error and when; 'Relancer' runs it again", async () => {
    await queue.send(ALWAYS_FAILS.name);
    await eventually(async () => (await queue.failed()).length === 1);
    const admin = await t.caller("admin");
    const view = await admin.job.listFailed();
    expect(view.jobs).toEqual([
      expect.objectContaining({
        name: ALWAYS_FAILS.name,
        label: ALWAYS_FAILS.label,
        attempts: 1,
        lastError: FAILURE_MESSAGE,
        failedAt: expect.any(Date),
      }),
    ]);
    expect(view.stats).toContainEqual(expect.objectContaining({ name: ALWAYS_FAILS.name, failed: 1 }));

    failing = false;
    const [job] = view.jobs;
    if (!job) throw new Error("no failed job");
    await admin.job.retry({ name: job.name, id: job.id });
    await eventually(async () => {
      const after = await admin.job.listFailed();
      return after.jobs.length === 0 && after.stats.some((stat) => stat.completed === 1);
    });
    await expect(admin.job.retry({ name: job.name, id: job.id })).rejects.toMatchObject({
      message: "Cette tâche n'est plus en échec : elle a déjà été relancée ou supprimée",
    });
  });

  it("is refused to every other user, through tRPC over HTTP too", async () => {
    for (const who of ["compta", "chef", "user"] as const) {
      const caller = await t.caller(who);
      await expect(caller.job.listFailed()).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    const response = await t.app.inject({
      method: "GET",
      url: "/trpc/job.listFailed",
      headers: { cookie: await t.login("compta") },
    });
    expect(response.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: "/trpc/job.listFailed" });
    expect(anonymous.statusCode).toBe(401);
    const json = await t.app.inject({
      method: "GET",
      url: "/api/jobs/failed",
      headers: { cookie: await t.login("chef") },
    });
    expect(json.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/jobs/failed" })).statusCode).toBe(401);
  });

  it("answers GET /api/jobs/failed as JSON to a super admin", async () => {
    failing = true;
    await queue.send(ALWAYS_FAILS.name);
    await eventually(async () => (await queue.failed()).length === 1);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/jobs/failed",
      headers: { cookie: await t.login("admin") },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { jobs: { name: string; attempts: number; lastError: string }[] };
    expect(body.jobs).toEqual([
      expect.objectContaining({ name: ALWAYS_FAILS.name, attempts: 1, lastError: FAILURE_MESSAGE }),
    ]);
  });
});
