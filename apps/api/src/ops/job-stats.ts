/** One queue's figures, as the job queue gives them (jobQueueStats() of the jobs' module). */
export interface JobQueueStat {
  name: string;
  queued: number;
  active: number;
  failed: number;
  completed?: number;
}

export type JobStatsProvider = () => Promise<readonly JobQueueStat[]>;
