import { domainError } from "../messages";
import { assertDate } from "../shared/calendar-dates";
import { assertCents } from "../shared/decimal";
import { type CompanyPartInput, companyPartsAmounts } from "./forecast-parts";

export interface ForecastItem {
  id: number;
  date: string;
  title: string;
  amountCents: number;
  companiesParts: readonly CompanyPartInput[];
  /** The charge this line was rolled out from, if any. */
  chargeId: number | null;
}

export type ForecastEditScope = "ONLY_THIS" | "THIS_AND_FUTURE";

/** The choice 'Appliquer la modification'. */
export const FORECAST_EDIT_SCOPE_LABELS = {
  ONLY_THIS: "Cette valeur uniquement",
  THIS_AND_FUTURE: "Cette valeur et toutes les valeurs futures",
} as const satisfies Record<ForecastEditScope, string>;

export const DEACTIVATE_CHARGE_LABEL = "Désactiver cette charge à partir de cette date";

export interface ForecastEdit {
  itemId: number;
  title: string;
  amountCents: number;
  companiesParts: readonly CompanyPartInput[];
  scope: ForecastEditScope;
  /** With THIS_AND_FUTURE only: removes this line and every later line of the charge, and switches the charge off. */
  deactivateCharge?: boolean;
}

export interface ChargePatch {
  chargeId: number;
  title?: string;
  amountCents?: number;
  companiesParts?: readonly CompanyPartInput[];
  dateFrom?: string;
  isActive: boolean;
}

export interface ForecastEditResult {
  items: ForecastItem[];
  /** Ids of the lines the edit changed or removed, for the API to write. */
  changedIds: number[];
  removedIds: number[];
  charge: ChargePatch | null;
}

/** Title required, amount in whole cents, and the parts valid (each 0-100). */
export function assertForecastLine(line: {
  title: string;
  amountCents: number;
  companiesParts: readonly CompanyPartInput[];
}): void {
  if (!line.title.trim()) throw domainError("FORECAST_TITLE_REQUIRED", "invalid");
  assertCents(line.amountCents);
  companyPartsAmounts(line.amountCents, line.companiesParts);
}

/**
 * The effect of saving the edit modal on the forecast lines:
 * - 'Cette valeur uniquement': only this line changes;
 * - 'Cette valeur et toutes les valeurs futures': this line and every later line of the same charge
 *   change, and the charge takes the new values from this date (the nightly rollout uses them);
 * - 'Désactiver cette charge à partir de cette date': this line and every later line of the charge
 *   are removed, and the charge is switched off.
 */
export function applyForecastEdit(items: readonly ForecastItem[], edit: ForecastEdit): ForecastEditResult {
  const item = items.find((candidate) => candidate.id === edit.itemId);
  if (!item) throw domainError("UNKNOWN_STATE", "notFound", { value: String(edit.itemId) });
  if (edit.scope === "ONLY_THIS") {
    assertForecastLine(edit);
    const changed = {
      ...item,
      title: edit.title,
      amountCents: edit.amountCents,
      companiesParts: edit.companiesParts,
    };
    return {
      items: items.map((candidate) => (candidate.id === item.id ? changed : candidate)),
      changedIds: [item.id],
      removedIds: [],
      charge: null,
    };
  }
  const { chargeId } = item;
  if (chargeId === null) throw domainError("FORECAST_NOT_FROM_CHARGE", "rule");
  const isFuture = (candidate: ForecastItem) =>
    candidate.chargeId === chargeId && candidate.date >= item.date;
  if (edit.deactivateCharge) {
    const removedIds = items.filter(isFuture).map((candidate) => candidate.id);
    return {
      items: items.filter((candidate) => !isFuture(candidate)),
      changedIds: [],
      removedIds,
      charge: { chargeId, isActive: false },
    };
  }
  assertForecastLine(edit);
  const changedIds: number[] = [];
  const updated = items.map((candidate) => {
    if (!isFuture(candidate)) return candidate;
    changedIds.push(candidate.id);
    return {
      ...candidate,
      title: edit.title,
      amountCents: edit.amountCents,
      companiesParts: edit.companiesParts,
    };
  });
  return {
    items: updated,
    changedIds,
    removedIds: [],
    charge: {
      chargeId,
      title: edit.title,
      amountCents: edit.amountCents,
      companiesParts: edit.companiesParts,
      dateFrom: item.date,
      isActive: true,
    },
  };
}

/**
 * 'Déclarer le paiement réél': needs the real date, and that date must be a day of the forecast. The
 * planned amount is kept as `forecastAmountCents`; the line's amount becomes what was really paid.
 */
export function declareRealPayment(
  item: { amountCents: number },
  realDate: string | null | undefined,
  forecastDays: readonly string[],
  realAmountCents: number = item.amountCents,
): { realDay: string; amountCents: number; forecastAmountCents: number } {
  if (!realDate) throw domainError("FORECAST_REAL_DATE_REQUIRED", "invalid");
  assertDate(realDate);
  assertCents(realAmountCents);
  if (!forecastDays.includes(realDate))
    throw domainError("FORECAST_REAL_DAY_NOT_FOUND", "rule", { date: realDate });
  return { realDay: realDate, amountCents: realAmountCents, forecastAmountCents: item.amountCents };
}

/**
 * 'Cette valeur et toutes les valeurs futures' (and its deactivation) needs a line of a charge still
 * active, not paid for real; the values it gives the charge must be an expense.
 */
export function assertFutureScope(line: {
  chargeId: number | null;
  isReal: boolean;
  chargeIsActive: boolean;
  deactivate: boolean;
  amountCents: number;
}): void {
  if (line.chargeId === null) throw domainError("FORECAST_NOT_FROM_CHARGE", "rule", {}, { field: "scope" });
  if (line.deactivate) return;
  if (line.isReal) throw domainError("FORECAST_REAL_LINE_ONLY_THIS", "rule", {}, { field: "scope" });
  if (!line.chargeIsActive) throw domainError("FORECAST_CHARGE_SWITCHED_OFF", "rule", {}, { field: "scope" });
  if (line.amountCents > 0) throw domainError("FORECAST_CHARGE_LINE_INCOME", "rule", {}, { field: "type" });
}
