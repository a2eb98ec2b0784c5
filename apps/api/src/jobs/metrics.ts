import { runningJobQueue } from "./queue";
import type { JobQueueStat } from "./stats";

/**
 * The job counts of the queue this process started (the metrics endpoint calls it); none when the
 * queue is not started (a command, a test without it).
 */
export async function jobQueueStats(): Promise<JobQueueStat[]> {
  return (await runningJobQueue()?.stats()) ?? [];
}
