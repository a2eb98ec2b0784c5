import type { DbHandle, ExecuteSql } from "@tronc/db";
import type PgBoss from "pg-boss";
import { type JobDefinition, jobDefinitions } from "./catalogue";
import { type FailedJob, failedJobsQuery, readFailedJob } from "./failed";
import { type JobQueueStat, readStats, statsQuery } from "./stats";

/** What a job's handler gets besides its data: a way to send another job (the mail pass's next one). */
export interface JobContext {
  send: JobQueue["send"];
}

export type JobHandler = (data: unknown, context: JobContext) => Promise<unknown>;

export interface SendOptions {
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
}

/** The job queue of this process: send jobs, read its state, stop it. */
export interface JobQueue {
  /** Queues a job; null when its queue's policy refused it (one is already waiting). */
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  stats(): Promise<JobQueueStat[]>;
  /** Jobs that failed their last try, newest first. */
  failed(limit?: number): Promise<FailedJob[]>;
  /** Gives a failed job one more try; false when it is no longer failed. */
  retry(name: string, id: string): Promise<boolean>;
  /** Stops taking jobs, waits for the ones running (up to `graceSeconds`), then fails the rest so they are taken again. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** PostgreSQL: its URL (the queue opens a small pool of its own); PGlite: its raw statements. */
  database: { url: string } | { executeSql: ExecuteSql };
  /** The handler of each job this process runs; a job without one here is only sent. */
  handlers: Readonly<Record<string, JobHandler>>;
  log: (message: string) => void;
  definitions?: readonly JobDefinition[];
  /** Registers the cron schedules of the definitions (default true). */
  schedules?: boolean;
  /**
   * How often an idle worker asks for a job. Default on PostgreSQL 0.5 s (the pick-up latency of a job
   * sent by another process); on PGlite 2 s: every job is sent by this process, which wakes its worker
   * at once; only scheduled ticks and retries wait for a poll, and each poll takes the embedded
   * database's one connection.
   */
  pollingIntervalSeconds?: number;
  /** How often expired tries are failed and taken again (default 30 s, or the expiry cap if shorter). */
  maintenanceIntervalSeconds?: number;
  /** Caps every job's expiry (JOB_MAX_EXPIRY_SECONDS: the multi-process tests take a dead process's jobs sooner). */
  maxExpireInSeconds?: number;
  graceSeconds?: number;
  /** The PostgreSQL schema of the queue's tables (default pgboss). */
  schema?: string;
}

/** Where the queue's tables are: the app's database, by its URL (PostgreSQL) or its raw statements (PGlite). */
export function jobQueueDatabase(handle: Pick<DbHandle, "url" | "executeSql">): JobQueueOptions["database"] {
  if (handle.url) return { url: handle.url };
  if (handle.executeSql) return { executeSql: handle.executeSql };
  throw new Error("Base sans URL ni accès direct : la file des tâches ne peut pas y démarrer");
}

const DAY_SECONDS = 24 * 60 * 60;

let current: JobQueue | undefined;

/** The queue started last in this process (the server's), for the metrics. */
export const runningJobQueue = (): JobQueue | undefined => current;

/** A setup lock held on a connection of its own (PostgreSQL), released by `end`; nothing on PGlite. */
async function setUpTurn(database: JobQueueOptions["database"]): Promise<{ end(): Promise<void> }> {
  if (!("url" in database)) return { end: async () => {} };
  const { default: postgres } = await import("postgres");
  const lock = postgres(database.url, { max: 1, onnotice: () => {} });
  await lock`select pg_advisory_lock(hashtext('tronc-commun job queue set-up'))`;
  return {
    async end() {
      await lock`select pg_advisory_unlock(hashtext('tronc-commun job queue set-up'))`.catch(() => {});
      await lock.end({ timeout: 5 });
    },
  };
}

/**
 * Declares a queue; two processes starting at once on a new database both try, and the one that
 * loses the race finds the queue made by the other (the error is only that it already exists).
 */
async function createQueueOnce(
  boss: PgBoss,
  name: string,
  queueOptions: Parameters<PgBoss["createQueue"]>[1],
): Promise<void> {
  try {
    await boss.createQueue(name, queueOptions);
  } catch (error) {
    if (!(await boss.getQueue(name))) throw error;
  }
}

/**
 * Starts the queue: creates or updates its tables (pg-boss migrates its own schema, under an advisory
 * lock, at each start), declares each job's queue with its retry rule, registers the schedules and a
 * worker per handled job. pg-boss is loaded here, once the server listens: the start does not wait on it.
 */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { default: PgBossClass } = (await import("pg-boss")) as unknown as { default: typeof PgBoss };
  const schema = options.schema ?? "pgboss";
  const definitions = options.definitions ?? jobDefinitions;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? ("url" in options.database ? 0.5 : 2);
  const boss = new PgBossClass({
    ...("url" in options.database
      ? { connectionString: options.database.url, max: 4, application_name: "tronc-commun-jobs" }
      : { db: { executeSql: options.database.executeSql } }),
    schema,
    // Expired tries are found at each maintenance: with capped expiries, as often as they expire.
    maintenanceIntervalSeconds:
      options.maintenanceIntervalSeconds ?? Math.min(30, options.maxExpireInSeconds ?? 30),
    // Failed jobs stay listed (and can be tried again) for two weeks.
    archiveFailedAfterSeconds: 14 * DAY_SECONDS,
    pollingIntervalSeconds,
  });
  boss.on("error", (error: Error) => options.log(`File des tâches : ${error.message}`));
  // Processes starting together on one PostgreSQL take turns to create the tables, queues and schedules:
  // pg-boss's statements run at once from two processes deadlock (seen: one start in two failed).
  const setUp = await setUpTurn(options.database);
  try {
    await boss.start();
    for (const definition of definitions) {
      const queueOptions = {
        name: definition.name,
        policy: definition.policy,
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: Math.min(
          definition.expireInSeconds,
          options.maxExpireInSeconds ?? Number.POSITIVE_INFINITY,
        ),
      };
      await createQueueOnce(boss, definition.name, queueOptions);
      await boss.updateQueue(definition.name, queueOptions);
    }
    for (const definition of definitions) {
      if (definition.schedule && options.schedules !== false && options.handlers[definition.name]) {
        await boss.schedule(definition.name, definition.schedule.cron, {}, { tz: definition.schedule.tz });
      }
    }
  } finally {
    await setUp.end();
  }
  const db = boss.getDb() as unknown as { executeSql: ExecuteSql };

  const workerIds = new Map<string, string>();
  const queue: JobQueue = {
    async send(name, data = {}, sendOptions = {}) {
      const id = await boss.send(name, data, { startAfter: sendOptions.startAfterSeconds ?? 0 });
      // A job sent from this process is taken at once by its own worker, without waiting for a poll.
      const workerId = workerIds.get(name);
      if (id && workerId && !sendOptions.startAfterSeconds) boss.notifyWorker(workerId);
      return id;
    },
    async stats() {
      const { rows } = await db.executeSql(statsQuery(schema));
      return readStats(
        rows,
        definitions.map((definition) => definition.name),
      );
    },
    async failed(limit = 100) {
      const { rows } = await db.executeSql(failedJobsQuery(schema), [limit]);
      const labels = new Map(definitions.map((definition) => [definition.name, definition.label]));
      return rows.map((row) => readFailedJob(row, (name) => labels.get(name) ?? name));
    },
    async retry(name, id) {
      try {
        // Typed void by pg-boss 10, it answers the count of jobs it moved.
        const result = (await boss.retry(name, id)) as unknown as { affected: number };
        return result.affected > 0;
      } catch {
        // Its queue already has one waiting (a stately job): that one will do the work.
        return false;
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: (options.graceSeconds ?? 20) * 1000 });
      if (current === queue) current = undefined;
    },
  };

  for (const definition of definitions) {
    const handler = options.handlers[definition.name];
    if (!handler) continue;
    const workerId = await boss.work(
      definition.name,
      { pollingIntervalSeconds, batchSize: 1 },
      async ([job]) => {
        if (job) await handler(job.data, { send: queue.send });
      },
    );
    workerIds.set(definition.name, workerId);
  }
  current = queue;
  return queue;
}
