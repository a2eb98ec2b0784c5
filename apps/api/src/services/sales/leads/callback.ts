import { leads } from "@tronc/db";
import { domainError, parseCallbackAt } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { logChanges } from "../../shared/audit";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { assertActiveUser, lockLead } from "../refs";
import { getLeadDetail, type LeadDetail } from "./views";

export interface SetCallbackInput {
  id: number;
  /** Paris wall clock 'YYYY-MM-DDTHH:mm' or ISO instant; kept to the minute. */
  callbackAt?: string | null | undefined;
  callbackSubject?: string | null;
  /** Who calls back; the current user when absent. */
  callbackUserId?: number | null;
}

/** Adds or moves the lead's callback ('Rappel sauvegardé' on the screen). */
export async function setLeadCallback(ctx: ServiceContext, input: SetCallbackInput): Promise<LeadDetail> {
  const { id } = input;
  const { user, now } = ctx;
  const callbackAt = new Date(parseCallbackAt(input.callbackAt ?? ""));
  const subject = input.callbackSubject?.trim() || null;
  await inTransaction(ctx, async ({ db: tx }) => {
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
  return getLeadDetail(ctx, { id });
}

/** Cancels the callback; the reason goes to the log with it. */
export async function cancelLeadCallback(
  ctx: ServiceContext,
  input: { id: number; reason?: string | null | undefined },
): Promise<LeadDetail> {
  const { id } = input;
  const { user, now } = ctx;
  await inTransaction(ctx, async ({ db: tx }) => {
    const lead = await lockLead(tx, id);
    if (lead.callbackAt === null) throw domainError("CALLBACK_NONE", "rule");
    await tx
      .update(leads)
      .set({ callbackAt: null, callbackSubject: null, callbackUserId: null, updatedAt: now })
      .where(eq(leads.id, id));
    const why = input.reason?.trim();
    await logChanges(
      tx,
      { type: "lead", id },
      user.id,
      [{ field: "callbackAt", from: lead.callbackAt.toISOString(), to: null }],
      why ? { reason: why } : undefined,
    );
  });
  return getLeadDetail(ctx, { id });
}
