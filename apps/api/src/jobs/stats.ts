/** The count of each job's rows by state, for the metrics and the admin screen. */
export interface JobQueueStat {
  name: string;
  /** Waiting their first try or a retry. */
  queued: number;
  active: number;
  failed: number;
  /** Done, still in the queue's table (archived after 12 hours). */
  completed?: number;
}

export const statsQuery = (schema: string) => `
  SELECT name,
    count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS queued,
    count(*) FILTER (WHERE state = 'active')::int AS active,
    count(*) FILTER (WHERE state = 'failed')::int AS failed,
    count(*) FILTER (WHERE state = 'completed')::int AS completed
  FROM ${schema}.job
  WHERE name NOT LIKE '\\_\\_pgboss%'
  GROUP BY name`;

/** One line per declared job (zeros when it has no row), then any other queue found. */
export function readStats(rows: readonly unknown[], names: readonly string[]): JobQueueStat[] {
  const found = new Map(
    (rows as { name: string; queued: number; active: number; failed: number; completed: number }[]).map(
      (row) => [row.name, row],
    ),
  );
  const all = [...new Set([...names, ...found.keys()])];
  return all.map((name) => {
    const row = found.get(name);
    return {
      name,
      queued: Number(row?.queued ?? 0),
      active: Number(row?.active ?? 0),
      failed: Number(row?.failed ?? 0),
      completed: Number(row?.completed ?? 0),
    };
  });
}
