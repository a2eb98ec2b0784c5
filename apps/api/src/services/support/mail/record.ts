import { type Db, outbox } from "@tronc/db";
import { planAfterFailedAttempt } from "@tronc/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { OutboxRow } from "./claim";

const ERROR_MAX = 1000;

export type AttemptOutcome = "sent" | "retry" | "givenUp";

export async function recordSent(db: Db, row: OutboxRow, now: Date): Promise<AttemptOutcome> {
  await db
    .update(outbox)
    .set({ sentAt: now, attempts: row.attempts + 1, lastError: null, claimedUntil: null })
    .where(and(eq(outbox.id, row.id), isNull(outbox.sentAt)));
  return "sent";
}

/** A failed try: counted, its error kept, and tried again later (see the domain's schedule) or given up. */
export async function recordFailure(
  db: Db,
  row: OutboxRow,
  error: string,
  now: Date,
): Promise<AttemptOutcome> {
  const attempts = row.attempts + 1;
  const plan = planAfterFailedAttempt(attempts, now);
  await db
    .update(outbox)
    .set({
      attempts,
      lastError: error.slice(0, ERROR_MAX),
      claimedUntil: null,
      ...("retryAt" in plan ? { nextAttemptAt: plan.retryAt } : { failedAt: plan.givenUpAt }),
    })
    .where(and(eq(outbox.id, row.id), isNull(outbox.sentAt)));
  return "retryAt" in plan ? "retry" : "givenUp";
}

/** A mail that no retry would help (its recipient is gone, its facts unreadable): given up now, untried. */
export async function recordGivenUp(
  db: Db,
  row: OutboxRow,
  reason: string,
  now: Date,
): Promise<AttemptOutcome> {
  await db
    .update(outbox)
    .set({ lastError: reason.slice(0, ERROR_MAX), failedAt: now, claimedUntil: null })
    .where(and(eq(outbox.id, row.id), isNull(outbox.sentAt)));
  return "givenUp";
}
