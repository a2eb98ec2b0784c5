import { alertReaders, alertResponsibles, alerts, type Db, leads } from "@tronc/db";
import type { AlertType } from "@tronc/domain";
import { and, asc, eq, inArray, like, sql } from "drizzle-orm";
import { raiseAlert } from "../../src/modules/support/alerts/raise";
import type { TestApp } from "../helpers";

let serial = 0;

/** An alert raised through the app's own raise function, its key unique to the test. */
export async function raiseTestAlert(
  t: TestApp,
  options: {
    type?: AlertType;
    content?: string;
    url?: string | null;
    responsibleUserIds?: number[];
    key?: string;
    now?: Date;
  } = {},
): Promise<number> {
  serial += 1;
  const id = await raiseAlert(
    t.handle.db,
    {
      type: options.type ?? "ALERT_TYPE_OTHER",
      dedupeKey: options.key ?? `TEST:${serial}:${Math.random()}`,
      summary: "Alerte de test",
      content: options.content ?? `<p>Alerte de test n° ${serial}</p>`,
      url: options.url === undefined ? "/tronc-commun/admin/lead" : options.url,
      responsibleUserIds: options.responsibleUserIds ?? [],
    },
    options.now ?? new Date(),
  );
  if (id === null) throw new Error("the test alert's key already existed");
  return id;
}

export async function alertRow(t: TestApp, id: number) {
  const [row] = await t.handle.db.select().from(alerts).where(eq(alerts.id, id));
  return row ?? null;
}

export async function readerIds(t: TestApp, alertId: number): Promise<number[]> {
  const rows = await t.handle.db
    .select({ userId: alertReaders.userId })
    .from(alertReaders)
    .where(eq(alertReaders.alertId, alertId))
    .orderBy(asc(alertReaders.userId));
  return rows.map((row) => row.userId);
}

export async function responsibleIds(t: TestApp, alertId: number): Promise<number[]> {
  const rows = await t.handle.db
    .select({ userId: alertResponsibles.userId })
    .from(alertResponsibles)
    .where(eq(alertResponsibles.alertId, alertId))
    .orderBy(asc(alertResponsibles.userId));
  return rows.map((row) => row.userId);
}

/** The alerts whose key starts with `prefix` (a kind, or a kind and an object). */
export async function alertsKeyed(t: TestApp, prefix: string) {
  return t.handle.db
    .select()
    .from(alerts)
    .where(like(alerts.dedupeKey, `${prefix}%`))
    .orderBy(asc(alerts.id));
}

/**
 * For the end-to-end test: a demo lead taken and still worked (a callback expected), its subject unique,
 * its callback (if any) still ahead: no alert speaks of it yet.
 */
export async function workedLead(
  db: Db,
  now: Date,
): Promise<{ id: number; subject: string; hasCallback: boolean }> {
  const [lead] = await db
    .select({ id: leads.id, subject: leads.subject, callbackAt: leads.callbackAt })
    .from(leads)
    .where(
      and(
        inArray(leads.leadStatus, [
          "LEAD_STATUS_NEW",
          "LEAD_STATUS_SEARCH",
          "LEAD_STATUS_WRITE",
          "LEAD_STATUS_SEND",
        ]),
        sql`(${leads.leadLevel} is null or ${leads.leadLevel} <> 'LEAD_TRASH')`,
        sql`(${leads.callbackAt} is null or ${leads.callbackAt} > ${now.toISOString()})`,
        sql`(select count(*) from ${leads} as same where same.subject = ${leads.subject}) = 1`,
      ),
    )
    .orderBy(asc(leads.id))
    .limit(1);
  if (!lead) throw new Error("no demo lead to call back");
  return { id: lead.id, subject: lead.subject, hasCallback: lead.callbackAt !== null };
}

/** The missed-callback alerts' keys of a lead, and the callback it has now. */
export async function missedCallbackState(db: Db, leadId: number) {
  const keys = await db
    .select({ key: alerts.dedupeKey })
    .from(alerts)
    .where(like(alerts.dedupeKey, `ALERT_TYPE_LEAD_CALLBACK_MISSED:lead:${leadId}:%`));
  const [lead] = await db.select({ callbackAt: leads.callbackAt }).from(leads).where(eq(leads.id, leadId));
  return { keys: keys.map((row) => row.key), callbackAt: lead?.callbackAt?.toISOString() ?? null };
}
