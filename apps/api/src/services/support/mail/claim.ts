import { type Db, outbox } from "@tronc/db";
import { and, asc, inArray, isNull, lt, lte, or } from "drizzle-orm";

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * How long a claimed mail is kept from other senders by default: a dead sender's mails are due again
 * after this (MAIL_CLAIM_SECONDS shortens it, as the multi-process tests do).
 */
export const DEFAULT_CLAIM_MS = 2 * 60_000;

/**
 * A sender starts no new send once half its claim has passed: the rest of the batch is released, so a
 * send still in flight (at most ~40 s of SMTP timeouts with the default claim) ends before the claim does.
 */
export const sendWindowMs = (claimMs: number) => claimMs / 2;

/** Mails that are due: not sent, not given up, their time come, claimed by no live sender. */
export const isDue = (now: Date) =>
  and(
    isNull(outbox.sentAt),
    isNull(outbox.failedAt),
    lte(outbox.nextAttemptAt, now),
    or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, now)),
  );

/**
 * Takes up to `limit` due mails for this sender, oldest first, in one statement: the rows are locked
 * while they are claimed (SKIP LOCKED: another sender claiming at the same moment takes others), and
 * once claimed they are no longer due for anyone until the claim ends.
 */
export async function claimDueMails(
  db: Db,
  now: Date,
  limit: number,
  claimMs = DEFAULT_CLAIM_MS,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(isDue(now))
    .orderBy(asc(outbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({ claimedUntil: new Date(now.getTime() + claimMs) })
    .where(inArray(outbox.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/** Gives claimed mails back, due again at once (a batch stopped before their turn). */
export async function releaseClaims(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ claimedUntil: null })
    .where(and(inArray(outbox.id, [...ids]), isNull(outbox.sentAt)));
}
