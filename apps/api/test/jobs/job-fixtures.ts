import type { JobDefinition } from "../../src/jobs/catalogue";
import type { JobQueueOptions } from "../../src/jobs/queue";

/** A job that throws at each try: 1 try and 2 retries, at least 1 s then 2 s apart (back-off). */
export const ALWAYS_FAILS: JobDefinition = {
  name: "test-always-fails",
  label: "Tâche de test qui échoue",
  policy: "standard",
  retryLimit: 2,
  retryDelaySeconds: 1,
  expireInSeconds: 30,
};

export const FAILURE_MESSAGE = "Échec voulu par le test";

/** Quick polls and maintenance, so that a test sees retries and expiries within seconds. */
export const quickQueue = {
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 1,
  graceSeconds: 1,
  schedules: false,
  log: () => {},
} satisfies Partial<JobQueueOptions>;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds (polled every 100 ms), or fails after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("condition not met in time");
    await sleep(100);
  }
}

/** A job whose try is failed and taken again 2 s after its process died. */
export const SLOW: JobDefinition = {
  name: "test-slow",
  label: "Tâche de test lente",
  policy: "standard",
  retryLimit: 2,
  retryDelaySeconds: 0,
  expireInSeconds: 2,
};

/** Never two at once across processes, one waiting at most (as the mail pass, the scan, the rollout). */
export const EXCLUSIVE: JobDefinition = {
  name: "test-exclusive",
  label: "Tâche de test exclusive",
  policy: "stately",
  retryLimit: 0,
  retryDelaySeconds: 0,
  expireInSeconds: 30,
};
