import type { DbOrTx } from "@tronc/db";

/** What the mail queue needs to know of a new alert. */
export interface QueuedAlert {
  id: number;
  type: string;
  /** Plain-text summary for the subject and the text part. */
  summary: string;
  /** HTML content of the alert (already escaped facts). */
  content: string;
  url: string | null;
}

/** One outbox mail per active user with isReceiveAlert, in the caller's transaction. Being built (issue 17). */
export async function queueAlertMails(_tx: DbOrTx, _alert: QueuedAlert, _now: Date): Promise<void> {}
