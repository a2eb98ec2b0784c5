import { alerts, type DbOrTx } from "@tronc/db";
import { ALERT_TYPE_LABELS, type ScannedAlertType } from "@tronc/domain";
import { inArray } from "drizzle-orm";
import { raiseAlert } from "./raise";
import { SCAN_SOURCES, type ScanCandidate } from "./scan-sources";

export const DEFAULT_ALERT_SCAN_BATCH_SIZE = 500;

export interface AlertScanCount {
  type: ScannedAlertType;
  label: string;
  /** Objects the rule says are due now. */
  found: number;
  /** Alerts raised by this run (in a dry run: that it would raise). */
  raised: number;
}

export interface AlertScanReport {
  dryRun: boolean;
  counts: AlertScanCount[];
}

export interface AlertScanOptions {
  now: Date;
  /** Reads and counts, writes nothing. */
  dryRun?: boolean;
  batchSize?: number;
  /** After each batch: the objects found due so far for that kind. */
  onProgress?: (progress: { type: ScannedAlertType; found: number }) => void;
}

/** The candidates whose event has no alert yet. */
async function notRaised(db: DbOrTx, candidates: readonly ScanCandidate[]): Promise<ScanCandidate[]> {
  if (candidates.length === 0) return [];
  const existing = await db
    .select({ key: alerts.dedupeKey })
    .from(alerts)
    .where(
      inArray(
        alerts.dedupeKey,
        candidates.map((candidate) => candidate.text.dedupeKey),
      ),
    );
  const known = new Set(existing.map((row) => row.key));
  return candidates.filter((candidate) => !known.has(candidate.text.dedupeKey));
}

/**
 * `pnpm alerts:scan`: the time-based alerts (missed callbacks, overdue customer invoices, supplier
 * invoices to pay), each source walked by id in batches, each batch's new alerts raised in one
 * transaction. Idempotent: an event already raised is skipped, and a run racing another one raises
 * nothing twice (the dedupe key is unique; `raiseAlert` does nothing on conflict).
 */
export async function runAlertScan(db: DbOrTx, options: AlertScanOptions): Promise<AlertScanReport> {
  const { now, dryRun = false } = options;
  const batchSize = options.batchSize ?? DEFAULT_ALERT_SCAN_BATCH_SIZE;
  const counts: AlertScanCount[] = [];
  for (const source of SCAN_SOURCES) {
    const count: AlertScanCount = {
      type: source.type,
      label: ALERT_TYPE_LABELS[source.type],
      found: 0,
      raised: 0,
    };
    let afterId = 0;
    for (;;) {
      const batch = await source.next(db, now, afterId, batchSize);
      if (batch.lastId === null) break;
      afterId = batch.lastId;
      count.found += batch.candidates.length;
      const fresh = await notRaised(db, batch.candidates);
      if (dryRun) count.raised += fresh.length;
      else if (fresh.length > 0) {
        count.raised += await db.transaction(async (tx) => {
          let raised = 0;
          for (const candidate of fresh) {
            const id = await raiseAlert(
              tx,
              { ...candidate.text, responsibleUserIds: candidate.responsibleUserIds },
              now,
            );
            if (id !== null) raised += 1;
          }
          return raised;
        });
      }
      options.onProgress?.({ type: source.type, found: count.found });
    }
    counts.push(count);
  }
  return { dryRun, counts };
}
