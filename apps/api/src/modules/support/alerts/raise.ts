import { alertResponsibles, alerts, type DbOrTx } from "@tronc/db";
import type { AlertText } from "@tronc/domain";
import { queueAlertMails } from "../../../services/support/mail/queue";

export interface RaiseAlertInput extends Omit<AlertText, "url"> {
  /** The screen to open; null for an alert written by hand without one. */
  url: string | null;
  /** The people the alert is about ('responsableNames'); nulls and repeats are dropped. */
  responsibleUserIds: readonly (number | null | undefined)[];
}

/**
 * Raises an alert in the caller's transaction, once per event: `insert … on conflict (dedupe_key) do
 * nothing`. A new alert gets its responsibles and its mails (to the users with isReceiveAlert), in the
 * same transaction; an event already raised writes nothing and answers null.
 */
export async function raiseAlert(tx: DbOrTx, input: RaiseAlertInput, now: Date): Promise<number | null> {
  const [row] = await tx
    .insert(alerts)
    .values({
      type: input.type,
      state: "ALERT_STATE_NEW",
      content: input.content,
      url: input.url,
      dedupeKey: input.dedupeKey,
      createdAt: now,
    })
    .onConflictDoNothing({ target: alerts.dedupeKey })
    .returning({ id: alerts.id });
  if (!row) return null;
  const responsibles = [
    ...new Set(input.responsibleUserIds.filter((id): id is number => typeof id === "number")),
  ];
  if (responsibles.length > 0) {
    await tx.insert(alertResponsibles).values(responsibles.map((userId) => ({ alertId: row.id, userId })));
  }
  await queueAlertMails(
    tx,
    { id: row.id, type: input.type, summary: input.summary, content: input.content, url: input.url },
    now,
  );
  return row.id;
}
