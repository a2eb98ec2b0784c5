import { domainError } from "../messages";
import type { Cents } from "../shared/cents";

export type ForecastEditScope = "ONLY_THIS" | "THIS_AND_FUTURE";

/** The choice 'Appliquer la modification'. */
export const FORECAST_EDIT_SCOPE_LABELS = {
  ONLY_THIS: "Cette valeur uniquement",
  THIS_AND_FUTURE: "Cette valeur et toutes les valeurs futures",
} as const satisfies Record<ForecastEditScope, string>;

export const DEACTIVATE_CHARGE_LABEL = "Désactiver cette charge à partir de cette date";

/**
 * 'Cette valeur et toutes les valeurs futures' (and its deactivation) needs a line of a charge still
 * active, not paid for real; the values it gives the charge must be an expense.
 */
export function assertFutureScope(line: {
  chargeId: number | null;
  isReal: boolean;
  chargeIsActive: boolean;
  deactivate: boolean;
  amountCents: Cents;
}): void {
  if (line.chargeId === null) throw domainError("FORECAST_NOT_FROM_CHARGE", "rule", {}, { field: "scope" });
  if (line.deactivate) return;
  if (line.isReal) throw domainError("FORECAST_REAL_LINE_ONLY_THIS", "rule", {}, { field: "scope" });
  if (!line.chargeIsActive) throw domainError("FORECAST_CHARGE_SWITCHED_OFF", "rule", {}, { field: "scope" });
  if (line.amountCents > 0) throw domainError("FORECAST_CHARGE_LINE_INCOME", "rule", {}, { field: "type" });
}
