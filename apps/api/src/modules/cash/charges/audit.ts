import type { DbOrTx, StoredCompanyShare } from "@tronc/db";
import { decimalToNumber, toDecimal } from "@tronc/domain";
import { type AuditEntity, type FieldChange, logChanges } from "../../../services/shared/audit";
import type { ChargeRow } from "./rows";

/** The audit log's names for the cash forecast's objects. */
export type ForecastAuditEntity = Extract<AuditEntity, "forecastItem" | "charge" | "forecastBankBalance">;

type AuditValue = string | number | null;
type Snapshot<K extends string> = Record<K, AuditValue>;

/** Why a forecast change happened, for the reader of the log (scope of the modal, the line edited…). */
export type ForecastAuditDetails = Record<string, string | number | boolean | null>;

/**
 * A split as the log shows it: company ids and percentages as numbers, so that "50.00" stored by a
 * charge and "50" stored by a line read the same and an unchanged split writes nothing.
 */
export const splitText = (parts: readonly StoredCompanyShare[]): string =>
  JSON.stringify(
    parts.map((part) => ({ companyId: part.companyId, pct: decimalToNumber(toDecimal(String(part.pct))) })),
  );

/** One field-level change per field that differs between the two states; null stands for "did not exist". */
export function snapshotChanges<K extends string>(
  fields: readonly K[],
  before: Snapshot<K> | null,
  after: Snapshot<K> | null,
): FieldChange[] {
  return fields.map((field) => ({ field, from: before?.[field] ?? null, to: after?.[field] ?? null }));
}

/**
 * Writes a forecast change to the shared audit log, in the caller's transaction (only the fields that
 * really changed, as every other money area does).
 */
export function logForecastChanges(
  db: DbOrTx,
  entity: { type: ForecastAuditEntity; id: number },
  userId: number,
  changes: FieldChange[],
  details?: ForecastAuditDetails,
): Promise<void> {
  return logChanges(db, entity, userId, changes, details);
}

const CHARGE_FIELDS = [
  "title",
  "type",
  "color",
  "amountCents",
  "everyNMonth",
  "dayOfMonth",
  "dateFrom",
  "valuesFrom",
  "companiesParts",
  "state",
  "isActive",
  "deactivatedFrom",
] as const;

type ChargeAuditField = (typeof CHARGE_FIELDS)[number];

function chargeSnapshot(row: ChargeRow): Snapshot<ChargeAuditField> {
  return {
    title: row.title,
    type: row.type,
    color: row.color,
    amountCents: row.amountCents,
    everyNMonth: row.everyNMonth,
    dayOfMonth: row.dayOfMonth,
    dateFrom: row.dateFrom,
    valuesFrom: row.valuesFrom,
    companiesParts: splitText(row.companiesParts),
    state: row.state,
    isActive: String(row.isActive),
    deactivatedFrom: row.deactivatedFrom,
  };
}

/** A charge created (before null) or changed: who, which fields, old → new values. */
export function logChargeChanges(
  db: DbOrTx,
  userId: number,
  before: ChargeRow | null,
  after: ChargeRow,
  details?: ForecastAuditDetails,
): Promise<void> {
  return logForecastChanges(
    db,
    { type: "charge", id: after.id },
    userId,
    snapshotChanges(CHARGE_FIELDS, before && chargeSnapshot(before), chargeSnapshot(after)),
    details,
  );
}
