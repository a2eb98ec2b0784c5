import { domainError } from "@tronc/domain";
import type { FailedJob } from "../../../jobs/failed";
import type { JobQueueStat } from "../../../jobs/stats";
import type { FilesServiceContext } from "../../../services/shared/context";

export interface FailedJobsView {
  jobs: FailedJob[];
  stats: JobQueueStat[];
}

function queueOf(ctx: FilesServiceContext) {
  if (!ctx.jobQueue) throw domainError("JOB_QUEUE_OFF", "conflict");
  return ctx.jobQueue;
}

/** The jobs that failed their last try (newest first, 100 at most) and each job's counts. */
export async function listFailedJobs(ctx: FilesServiceContext): Promise<FailedJobsView> {
  const queue = queueOf(ctx);
  const [jobs, stats] = await Promise.all([queue.failed(100), queue.stats()]);
  return { jobs, stats };
}

/** One more try of a failed job, taken by the next free worker. */
export async function retryFailedJob(
  ctx: FilesServiceContext,
  input: { name: string; id: string },
): Promise<{ retried: true }> {
  if (!(await queueOf(ctx).retry(input.name, input.id))) throw domainError("JOB_NOT_FAILED", "conflict");
  return { retried: true };
}
