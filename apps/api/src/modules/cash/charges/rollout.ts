import type { Db } from "@tronc/db";
import { type RolloutReport, runForecastRollout } from "../../../services/cash/forecast/rollout/run";
import type { ServiceContext } from "../../../services/shared/context";

/**
 * 'Déployer les charges dans le prévisionnel': the nightly rollout (services/cash/forecast/rollout), now.
 * A procedure's db is the app's database, never a transaction: the rollout holds its lock on a
 * connection of its own and writes each batch in a transaction of its own.
 */
export function rolloutCharges(ctx: ServiceContext): Promise<RolloutReport> {
  return runForecastRollout(ctx.db as Db, { now: ctx.now });
}
