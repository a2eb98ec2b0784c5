import type { Db } from "@tronc/db";
import { notBuilt } from "../../shared/not-built";

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

/**
 * Writes every charge's occurrences over the forecast window as forecast lines (the nightly job, and
 * 'Déployer les charges' on the charge list). Holds a PostgreSQL advisory lock for the whole run: a
 * second run while one holds it is refused at once (DomainError FORECAST_ROLLOUT_RUNNING, conflict).
 */
export async function runForecastRollout(_db: Db, _options: RolloutOptions): Promise<RolloutReport> {
  return notBuilt("runForecastRollout");
}
