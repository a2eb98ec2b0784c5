import { type Db, outbox, users } from "@tronc/db";
import { formatMessage, renderMail } from "@tronc/domain";
import { and, asc, count, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { BACK_OFFICE_DISCR, fullname } from "../../../auth/session-user";
import { alertContentForMail } from "./alert-content";
import { claimDueMails, DEFAULT_CLAIM_MS, isDue, type OutboxRow, releaseClaims, sendWindowMs } from "./claim";
import { readQueuedMail } from "./payload";
import { type AttemptOutcome, recordFailure, recordGivenUp, recordSent } from "./record";
import type { MailTransport } from "./transport";

export const DEFAULT_MAIL_BATCH_SIZE = 20;

export interface MailPassDeps {
  db: Db;
  transport: MailTransport;
  from: string;
  /** Base of the links (APP_URL). */
  appUrl: string;
  /** The clock, read at each step (a batch takes time). */
  now: () => Date;
  batchSize?: number;
  /** How long a batch's mails are kept from other senders (default two minutes). */
  claimMs?: number;
}

export interface MailPassReport {
  sent: number;
  retried: number;
  givenUp: number;
}

/** The Message-ID of an outbox row: the same at every try of that mail. */
export const messageIdOf = (outboxId: number) => `<outbox-${outboxId}@tronc-commun>`;

type Recipient = {
  id: number;
  email: string;
  name: string;
  lastname: string;
  isActif: boolean;
  discr: string;
};

async function recipientsOf(db: Db, rows: readonly OutboxRow[]): Promise<Map<number, Recipient>> {
  const ids = [...new Set(rows.map((row) => row.recipientUserId))];
  const found = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      lastname: users.lastname,
      isActif: users.isActif,
      discr: users.discr,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((user) => [user.id, user]));
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)) || "Erreur inconnue";

async function deliver(
  deps: MailPassDeps,
  row: OutboxRow,
  recipient: Recipient | undefined,
): Promise<AttemptOutcome> {
  const { db, now } = deps;
  if (!recipient?.isActif || recipient.discr !== BACK_OFFICE_DISCR || !recipient.email) {
    return recordGivenUp(db, row, formatMessage("MAIL_RECIPIENT_UNAVAILABLE"), now());
  }
  const mail = readQueuedMail(row.kind, row.payload);
  if (!mail)
    return recordGivenUp(db, row, formatMessage("MAIL_PAYLOAD_UNREADABLE", { kind: row.kind }), now());
  if (mail.kind === "alert") mail.facts.content = alertContentForMail(mail.facts.content, deps.appUrl);
  const rendered = renderMail(mail, deps.appUrl, row.subject);
  try {
    await deps.transport.send({
      from: deps.from,
      to: { name: fullname(recipient), address: recipient.email },
      ...rendered,
      messageId: messageIdOf(row.id),
    });
  } catch (error) {
    return recordFailure(db, row, errorText(error), now());
  }
  return recordSent(db, row, now());
}

/**
 * One batch: claims the due mails, sends each, records the result. Never throws for a mail that could
 * not be sent (that is a retry); a database error does throw, and the claims then simply expire.
 */
export async function sendDueMailBatch(deps: MailPassDeps): Promise<MailPassReport & { claimed: number }> {
  const claimedAt = deps.now();
  const claimMs = deps.claimMs ?? DEFAULT_CLAIM_MS;
  const rows = await claimDueMails(deps.db, claimedAt, deps.batchSize ?? DEFAULT_MAIL_BATCH_SIZE, claimMs);
  const report = { claimed: rows.length, sent: 0, retried: 0, givenUp: 0 };
  if (rows.length === 0) return report;
  const recipients = await recipientsOf(deps.db, rows);
  for (const [index, row] of rows.entries()) {
    if (deps.now().getTime() - claimedAt.getTime() >= sendWindowMs(claimMs)) {
      await releaseClaims(
        deps.db,
        rows.slice(index).map((rest) => rest.id),
      );
      break;
    }
    const outcome = await deliver(deps, row, recipients.get(row.recipientUserId));
    if (outcome === "sent") report.sent += 1;
    else if (outcome === "retry") report.retried += 1;
    else report.givenUp += 1;
  }
  return report;
}

/** Batches until nothing is due (or `keepGoing` says stop): what a pass of the sender does. */
export async function sendDueMails(
  deps: MailPassDeps,
  keepGoing: () => boolean = () => true,
): Promise<MailPassReport> {
  const total = { sent: 0, retried: 0, givenUp: 0 };
  while (keepGoing()) {
    const batch = await sendDueMailBatch(deps);
    total.sent += batch.sent;
    total.retried += batch.retried;
    total.givenUp += batch.givenUp;
    if (batch.claimed === 0) break;
  }
  return total;
}

export function mailPassSummary(report: MailPassReport): string {
  return `${report.sent} envoyé(s), ${report.retried} à réessayer, ${report.givenUp} abandonné(s)`;
}

export interface DueMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  attempts: number;
}

/** What a pass would send now (the dry run), oldest first. */
export async function listDueMails(db: Db, now: Date): Promise<DueMail[]> {
  return db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      to: users.email,
      subject: outbox.subject,
      attempts: outbox.attempts,
    })
    .from(outbox)
    .innerJoin(users, eq(users.id, outbox.recipientUserId))
    .where(isDue(now))
    .orderBy(asc(outbox.id));
}

/** Mails given up after their last try, still in the outbox with their error. */
export async function countGivenUpMails(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), isNotNull(outbox.failedAt)));
  return row?.n ?? 0;
}
