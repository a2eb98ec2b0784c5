import type { JobQueue } from "./queue";

/**
 * A job queue usable before it is started: the server is built and listens first, the queue starts
 * after (its library and tables are not on the start's path). Calls wait for `started`.
 */
export function deferredJobQueue(): { queue: JobQueue; started(queue: JobQueue | Promise<JobQueue>): void } {
  let resolve: (queue: JobQueue | Promise<JobQueue>) => void = () => {};
  const ready = new Promise<JobQueue>((done) => {
    resolve = done;
  });
  // A queue that failed to start is reported where it is started (main.ts); each use then fails on its
  // own, and the process is not ended by an unhandled rejection.
  ready.catch(() => {});
  const queue: JobQueue = {
    send: async (...args) => (await ready).send(...args),
    stats: async () => (await ready).stats(),
    failed: async (...args) => (await ready).failed(...args),
    retry: async (...args) => (await ready).retry(...args),
    stop: async () => (await ready).stop(),
  };
  return { queue, started: resolve };
}
