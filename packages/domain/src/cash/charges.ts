import { domainError } from "../messages";
import { parseDate } from "../shared/calendar-dates";

export type ChargeType =
  | "CHARGE_TYPE_RENT"
  | "CHARGE_TYPE_FINANCIAL_RENT"
  | "CHARGE_TYPE_PROD"
  | "CHARGE_TYPE_SUBSTRIPTION"
  | "CHARGE_TYPE_SALARIES"
  | "CHARGE_TYPE_TVA"
  | "CHARGE_TYPE_URSSAF"
  | "CHARGE_TYPE_OTHER";

export const CHARGE_TYPE_LABELS = {
  CHARGE_TYPE_RENT: "Loyer",
  CHARGE_TYPE_FINANCIAL_RENT: "Loyer financier",
  CHARGE_TYPE_PROD: "Production",
  CHARGE_TYPE_SUBSTRIPTION: "Abonnement",
  CHARGE_TYPE_SALARIES: "Salaires",
  CHARGE_TYPE_TVA: "TVA",
  CHARGE_TYPE_URSSAF: "URSSAF",
  CHARGE_TYPE_OTHER: "Autre",
} as const satisfies Record<ChargeType, string>;

export type ChargeState = "STATE_PENDING" | "STATE_CHARGE_ACTIVE" | "STATE_CHARGE_INACTIVE";

export const CHARGE_STATE_LABELS = {
  STATE_PENDING: "En attente",
  STATE_CHARGE_ACTIVE: "Active",
  STATE_CHARGE_INACTIVE: "Inactif",
} as const satisfies Record<ChargeState, string>;

export const INITIAL_CHARGE_STATE: ChargeState = "STATE_PENDING";
export const DEFAULT_CHARGE_COLOR = "#cab2e3";
export const DEFAULT_CHARGE_RECURRENCE = { everyNMonth: 1, dayOfMonth: 1 } as const;

export function assertChargeRecurrence(charge: {
  everyNMonth: number;
  dayOfMonth: number;
  dateFrom: string;
}): void {
  if (!Number.isInteger(charge.everyNMonth) || charge.everyNMonth < 1 || charge.everyNMonth > 12) {
    throw domainError("CHARGE_EVERY_OUT_OF_RANGE", "invalid");
  }
  if (!Number.isInteger(charge.dayOfMonth) || charge.dayOfMonth < 1 || charge.dayOfMonth > 28) {
    throw domainError("CHARGE_DAY_OUT_OF_RANGE", "invalid");
  }
  parseDate(charge.dateFrom);
}

/** 'Tous les 3 mois le 15 depuis le 01/01/2026'. */
export function chargeRecurrenceText(charge: {
  everyNMonth: number;
  dayOfMonth: number;
  dateFrom: string;
}): string {
  assertChargeRecurrence(charge);
  const { year, month, day } = parseDate(charge.dateFrom);
  const date = `${String(day).padStart(2, "0")}/${String(month).padStart(2, "0")}/${year}`;
  return `Tous les ${charge.everyNMonth} mois le ${charge.dayOfMonth} depuis le ${date}`;
}
