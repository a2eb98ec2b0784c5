import { formatMessage } from "@tronc/domain";

/** A job that failed its last try, as the admin list shows it. */
export interface FailedJob {
  id: string;
  name: string;
  label: string;
  attempts: number;
  /** In French: the job's own error (the services throw French messages), or what the queue did. */
  lastError: string;
  failedAt: Date;
}

// The queue's own reasons, said in French.
const QUEUE_REASONS: Record<string, string> = {
  "job failed by timeout in active state": formatMessage("JOB_TIMED_OUT"),
  "pg-boss shut down while active": formatMessage("JOB_STOPPED_WITH_SERVER"),
};

export const failedJobsQuery = (schema: string) => `
  SELECT id, name, retry_count, output, completed_on
  FROM ${schema}.job
  WHERE state = 'failed' AND name NOT LIKE '\\_\\_pgboss%'
  ORDER BY completed_on DESC
  LIMIT $1`;

function errorOf(output: unknown): string {
  const message =
    typeof output === "object" && output !== null && "message" in output ? String(output.message) : "";
  return QUEUE_REASONS[message] ?? (message || formatMessage("JOB_ERROR_UNKNOWN"));
}

/** A row of failedJobsQuery; `labelOf` names the job in French (its definition's label). */
export function readFailedJob(row: unknown, labelOf: (name: string) => string): FailedJob {
  const { id, name, retry_count, output, completed_on } = row as {
    id: string;
    name: string;
    retry_count: number;
    output: unknown;
    completed_on: Date | string;
  };
  return {
    id,
    name,
    label: labelOf(name),
    attempts: Number(retry_count) + 1,
    lastError: errorOf(output),
    failedAt: new Date(completed_on),
  };
}
