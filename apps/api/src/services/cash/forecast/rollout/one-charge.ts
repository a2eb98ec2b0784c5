import type { DbOrTx } from "@tronc/db";
import { forecastWindowRange, toParisDate } from "@tronc/domain";
import { rolloutBatch } from "./batch";

/**
 * Rolls one charge out over the forecast window in the caller's transaction (a charge saved by a
 * person shows in the forecast at once; the nightly run then finds nothing to write for it). Charges
 * go by id, so the batch of one after `chargeId − 1` is that charge.
 */
export async function rolloutOneCharge(tx: DbOrTx, chargeId: number, now: Date): Promise<void> {
  const window = forecastWindowRange(toParisDate(now));
  await rolloutBatch(tx, { afterId: chargeId - 1, batchSize: 1, window, now, dryRun: false });
}
