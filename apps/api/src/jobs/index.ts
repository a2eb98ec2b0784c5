/**
 * The background jobs (issue 28) on pg-boss: on PostgreSQL shared by every process, on PGlite in the
 * one process. catalogue.ts declares them, handlers.ts says what each does, queue.ts runs them.
 */
export { JOBS, type JobDefinition, jobDefinitions } from "./catalogue";
export { deferredJobQueue } from "./deferred";
export type { FailedJob } from "./failed";
export { type JobDeps, jobHandlers, MAIL_PASS_INTERVAL_SECONDS } from "./handlers";
export { jobIssuedPdfQueue } from "./issued-pdfs";
export { jobQueueStats } from "./metrics";
export {
  type JobContext,
  type JobHandler,
  type JobQueue,
  type JobQueueOptions,
  jobQueueDatabase,
  startJobQueue,
} from "./queue";
export type { JobQueueStat } from "./stats";
