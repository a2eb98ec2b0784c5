import type { DbOrTx } from "@tronc/db";
import type { SessionUser } from "./session-user";
import { endSessionsOf } from "./sessions";

export interface AccountChange {
  passwordChanged: boolean;
  deactivated: boolean;
}

/**
 * After an account is saved: a deactivated account is signed out everywhere; a new password signs it
 * out everywhere else, keeping only the session that made the change when it is the account's own.
 */
export async function endSessionsAfterChange(
  db: DbOrTx,
  actor: { user: SessionUser; sessionId?: number },
  accountId: number,
  change: AccountChange,
): Promise<void> {
  if (change.deactivated) return endSessionsOf(db, accountId);
  if (!change.passwordChanged) return;
  return endSessionsOf(db, accountId, actor.user.id === accountId ? actor.sessionId : undefined);
}
