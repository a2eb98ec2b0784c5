import { alertReaders, alerts } from "@tronc/db";
import { and, asc, eq, inArray } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";

/**
 * The list was shown to the caller: among `ids`, the alerts not done get the caller as a reader (once)
 * and the new ones become read (spec §4). Done or unknown ids are left alone. Answers the ids read.
 */
export function markAlertsRead(
  ctx: ServiceContext,
  input: { ids: readonly number[] },
): Promise<{ ids: number[] }> {
  return inTransaction(ctx, async ({ db: tx, user, now }) => {
    const rows = await tx
      .select({ id: alerts.id, state: alerts.state })
      .from(alerts)
      .where(inArray(alerts.id, [...new Set(input.ids)]))
      .orderBy(asc(alerts.id))
      .for("update");
    const open = rows.filter((row) => row.state !== "ALERT_STATE_DONE").map((row) => row.id);
    if (open.length === 0) return { ids: [] };
    await tx
      .update(alerts)
      .set({ state: "ALERT_STATE_READ" })
      .where(and(inArray(alerts.id, open), eq(alerts.state, "ALERT_STATE_NEW")));
    await tx
      .insert(alertReaders)
      .values(open.map((alertId) => ({ alertId, userId: user.id, readAt: now })))
      .onConflictDoNothing();
    return { ids: open };
  });
}
