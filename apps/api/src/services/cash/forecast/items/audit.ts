import type { DbOrTx, forecastBankBalances } from "@tronc/db";
import {
  type ForecastAuditDetails,
  logForecastChanges,
  snapshotChanges,
  splitText,
} from "../../../../modules/cash/charges/audit";
import type { ForecastItemRow } from "../line-view";

const LINE_FIELDS = [
  "title",
  "amountCents",
  "forecastAmountCents",
  "forecastDay",
  "realDay",
  "companiesParts",
] as const;

type LineAuditField = (typeof LINE_FIELDS)[number];

function lineSnapshot(row: ForecastItemRow): Record<LineAuditField, string | number | null> {
  return {
    title: row.title,
    amountCents: row.amountCents,
    forecastAmountCents: row.forecastAmountCents,
    forecastDay: row.forecastDay,
    realDay: row.realDay,
    companiesParts: splitText(row.companiesParts),
  };
}

/**
 * A forecast line created (before null), edited, declared paid or deleted (after null): who, which
 * fields, old → new values. The line's charge, when it has one, goes in the details.
 */
export function logLineChanges(
  db: DbOrTx,
  userId: number,
  before: ForecastItemRow | null,
  after: ForecastItemRow | null,
  details?: ForecastAuditDetails,
): Promise<void> {
  const row = after ?? before;
  if (!row) return Promise.resolve();
  return logForecastChanges(
    db,
    { type: "forecastItem", id: row.id },
    userId,
    snapshotChanges(LINE_FIELDS, before && lineSnapshot(before), after && lineSnapshot(after)),
    row.chargeId === null ? details : { chargeId: row.chargeId, ...details },
  );
}

type BankBalanceRow = typeof forecastBankBalances.$inferSelect;

const bankSnapshot = (row: BankBalanceRow) => ({ date: row.date, amountCents: row.amountCents });

/** A bank balance recorded (before null), changed or removed (after null), with its day in the details. */
export function logBankBalanceChanges(
  db: DbOrTx,
  userId: number,
  before: BankBalanceRow | null,
  after: BankBalanceRow | null,
): Promise<void> {
  const row = after ?? before;
  if (!row) return Promise.resolve();
  return logForecastChanges(
    db,
    { type: "forecastBankBalance", id: row.id },
    userId,
    snapshotChanges(["date", "amountCents"], before && bankSnapshot(before), after && bankSnapshot(after)),
    { date: row.date },
  );
}
