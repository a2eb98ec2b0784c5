import { type Db, executeRows } from "@tronc/db";
import { forecastWindowRange, toParisDate } from "@tronc/domain";
import { sql } from "drizzle-orm";
import { rolloutBatch } from "./batch";
import { withRolloutLock } from "./lock";

export interface RolloutOptions {
  /** 'Now': the window is the 12 months from its month (Paris). */
  now: Date;
  /** Counts what would be written, writes nothing. */
  dryRun?: boolean;
  /** Charges per transaction. */
  batchSize?: number;
  onProgress?: (progress: { done: number; total: number }) => void;
}

export interface RolloutReport {
  charges: number;
  inserted: number;
  updated: number;
  deleted: number;
  window: { from: string; to: string };
  dryRun: boolean;
}

export const DEFAULT_ROLLOUT_BATCH_SIZE = 500;

async function countCharges(db: Db): Promise<number> {
  const [row] = await executeRows<{ total: number }>(db, sql`select count(*)::integer as total from charges`);
  return Number(row?.total ?? 0);
}

/**
 * Writes every charge's occurrences over the forecast window as forecast lines (the nightly job, and
 * 'Déployer les charges' on the charge list). Holds a PostgreSQL advisory lock for the whole run: a
 * second run while one holds it is refused at once (DomainError FORECAST_ROLLOUT_RUNNING, conflict).
 * Charges go by id, `batchSize` per transaction: a run killed midway leaves whole batches written,
 * and the next run, planning from what is stored, finishes the work.
 */
export async function runForecastRollout(db: Db, options: RolloutOptions): Promise<RolloutReport> {
  const dryRun = options.dryRun ?? false;
  const batchSize = options.batchSize ?? DEFAULT_ROLLOUT_BATCH_SIZE;
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError(`batchSize: ${batchSize}`);
  const window = forecastWindowRange(toParisDate(options.now));
  return withRolloutLock(db, async () => {
    const report: RolloutReport = { charges: 0, inserted: 0, updated: 0, deleted: 0, window, dryRun };
    let total = await countCharges(db);
    let afterId = 0;
    for (;;) {
      const counts = await db.transaction((tx) =>
        rolloutBatch(tx, { afterId, batchSize, window, now: options.now, dryRun }),
      );
      if (!counts) break;
      afterId = counts.lastId;
      report.charges += counts.charges;
      report.inserted += counts.inserted;
      report.updated += counts.updated;
      report.deleted += counts.deleted;
      // A charge created during the run is rolled out too.
      total = Math.max(total, report.charges);
      options.onProgress?.({ done: report.charges, total });
    }
    return report;
  });
}
