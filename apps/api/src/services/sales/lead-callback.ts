import { type Db, leads } from "@tronc/db";
import { parseCallbackAt, salesError } from "@tronc/domain";
import { eq } from "drizzle-orm";
import type { SessionUser } from "../../auth/session-user";
import { logChanges } from "./audit";
import { getLeadDetail, type LeadDetail } from "./lead-views";
import { assertActiveUser, lockLead } from "./refs";

export interface SetCallbackInput {
  /** Paris wall clock 'YYYY-MM-DDTHH:mm' or ISO instant; kept to the minute. */
  callbackAt: string;
  callbackSubject?: string | null;
  /** Who calls back; the current user when absent. */
  callbackUserId?: number | null;
}

/** Adds or moves the lead's callback ('Rappel sauvegardé' on the screen). */
export async function setLeadCallback(
  db: Db,
  user: SessionUser,
  id: number,
  input: SetCallbackInput,
  now: Date,
): Promise<LeadDetail> {
  const callbackAt = new Date(parseCallbackAt(input.callbackAt));
  const subject = input.callbackSubject?.trim() || null;
  await db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    const callbackUserId = input.callbackUserId ?? user.id;
    if (callbackUserId !== user.id) await assertActiveUser(tx, callbackUserId, "CALLBACK_USER_NOT_ACTIVE");
    await tx
      .update(leads)
      .set({ callbackAt, callbackSubject: subject, callbackUserId, updatedAt: now })
      .where(eq(leads.id, id));
    await logChanges(
      tx,
      { type: "lead", id },
      user.id,
      [{ field: "callbackAt", from: lead.callbackAt?.toISOString() ?? null, to: callbackAt.toISOString() }],
      subject ? { subject } : undefined,
    );
  });
  return getLeadDetail(db, id, now);
}

/** Cancels the callback; the reason goes to the log with it. */
export async function cancelLeadCallback(
  db: Db,
  user: SessionUser,
  id: number,
  reason: string | null,
  now: Date,
): Promise<LeadDetail> {
  await db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (lead.callbackAt === null) throw salesError("CALLBACK_NONE", "rule");
    await tx
      .update(leads)
      .set({ callbackAt: null, callbackSubject: null, callbackUserId: null, updatedAt: now })
      .where(eq(leads.id, id));
    const why = reason?.trim();
    await logChanges(
      tx,
      { type: "lead", id },
      user.id,
      [{ field: "callbackAt", from: lead.callbackAt.toISOString(), to: null }],
      why ? { reason: why } : undefined,
    );
  });
  return getLeadDetail(db, id, now);
}
