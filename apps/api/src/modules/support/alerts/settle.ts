import { alertReaders, alerts } from "@tronc/db";
import {
  type AlertState,
  assertAlertSettleable,
  declareAlertDone,
  domainError,
  parisDateTimeLabel,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";
import { type AlertView, getAlertView } from "./views";

/**
 * 'Déclarer comme réglé': done now, by the caller, who is also one of its readers. Its row is locked,
 * so two settlements of one alert answer one success and one 409 that says when it was settled.
 */
export async function settleAlert(ctx: ServiceContext, input: { id: number }): Promise<AlertView> {
  await inTransaction(ctx, async ({ db: tx, user, now }) => {
    const [row] = await tx
      .select({ state: alerts.state, doneAt: alerts.doneAt })
      .from(alerts)
      .where(eq(alerts.id, input.id))
      .for("update");
    if (!row) throw domainError("ALERT_NOT_FOUND", "notFound");
    assertAlertSettleable({
      state: row.state as AlertState,
      doneAtLabel: row.doneAt ? parisDateTimeLabel(row.doneAt) : null,
    });
    const done = declareAlertDone(now.toISOString());
    await tx
      .update(alerts)
      .set({ state: done.state, doneAt: now, doneById: user.id })
      .where(eq(alerts.id, input.id));
    await tx
      .insert(alertReaders)
      .values({ alertId: input.id, userId: user.id, readAt: now })
      .onConflictDoNothing();
  });
  return getAlertView(ctx.db, input.id);
}
