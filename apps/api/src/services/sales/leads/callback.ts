import type { leads } from "@tronc/db";
import { domainError, parseCallbackAt } from "@tronc/domain";
import { logChanges } from "../../shared/audit";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { versionedUpdate } from "../../shared/versioned-update";
import { assertActiveUser, lockLead } from "../refs";
import { LEAD_RECORD } from "./update";
import { getLeadDetail, type LeadDetail } from "./views";

export interface SetCallbackInput {
  id: number;
  /** Paris wall clock 'YYYY-MM-DDTHH:mm' or ISO instant; kept to the minute. */
  callbackAt?: string | null | undefined;
  callbackSubject?: string | null;
  /** Who calls back; the current user when absent. */
  callbackUserId?: number | null;
}

type Callback = Pick<typeof leads.$inferSelect, "callbackAt" | "callbackSubject" | "callbackUserId">;

/**
 * The callback written on the lead locked by the caller: the lead's version moves (a lead page open
 * meanwhile is told so on its next save); who calls back and the subject go to the audit log here, the
 * time with its subject or reason by the caller.
 */
function moveCallback(ctx: ServiceContext, lead: typeof leads.$inferSelect, callback: Callback) {
  return versionedUpdate(ctx, LEAD_RECORD, {
    id: lead.id,
    version: lead.version,
    values: callback,
    before: lead,
    audited: ["callbackSubject", "callbackUserId"],
  });
}

/** Adds or moves the lead's callback ('Rappel sauvegardé' on the screen). */
export async function setLeadCallback(ctx: ServiceContext, input: SetCallbackInput): Promise<LeadDetail> {
  const { id } = input;
  const { user } = ctx;
  const callbackAt = new Date(parseCallbackAt(input.callbackAt ?? ""));
  const subject = input.callbackSubject?.trim() || null;
  await inTransaction(ctx, async (txCtx) => {
    const { db: tx } = txCtx;
    const lead = await lockLead(tx, id);
    const callbackUserId = input.callbackUserId ?? user.id;
    if (callbackUserId !== user.id) await assertActiveUser(tx, callbackUserId, "CALLBACK_USER_NOT_ACTIVE");
    await moveCallback(txCtx, lead, { callbackAt, callbackSubject: subject, callbackUserId });
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
  const { user } = ctx;
  await inTransaction(ctx, async (txCtx) => {
    const { db: tx } = txCtx;
    const lead = await lockLead(tx, id);
    if (lead.callbackAt === null) throw domainError("CALLBACK_NONE", "rule");
    await moveCallback(txCtx, lead, { callbackAt: null, callbackSubject: null, callbackUserId: null });
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
