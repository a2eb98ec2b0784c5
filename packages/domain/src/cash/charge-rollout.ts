import type { Cents } from "../shared/cents";
import { toCents } from "../shared/cents";
import { decimalToNumber, toDecimal } from "../shared/decimal";
import { type ChargeRecurrence, chargeOccurrences } from "./charge-occurrences";
import { companyPartsAmounts } from "./forecast-parts";

/** A group company's share of a charge, percent as exact decimal text. */
export interface RolloutShare {
  companyId: number;
  pct: string;
}

/** A rolled-out line's share: the percent and its amount of the line. */
export interface RolloutLinePart extends RolloutShare {
  amountCents: Cents;
}

/** What the rollout reads of a charge. */
export interface RolloutCharge extends ChargeRecurrence {
  id: number;
  title: string;
  amountCents: Cents;
  /** First day the current title, amount and split apply to. */
  valuesFrom: string;
  isActive: boolean;
  deactivatedFrom: string | null;
  companiesParts: readonly RolloutShare[];
}

/** What the rollout reads of an existing line of the charge (one per day at most). */
export interface RolloutExistingLine {
  id: number;
  forecastDay: string;
  title: string;
  amountCents: Cents;
  companiesParts: readonly RolloutLinePart[];
  isPinned: boolean;
  realDay: string | null;
}

export interface RolloutLineValues {
  title: string;
  amountCents: Cents;
  /** Shared by every line of a plan: read it, never change it. */
  companiesParts: readonly RolloutLinePart[];
}

export interface RolloutInsert extends RolloutLineValues {
  chargeId: number;
  forecastDay: string;
}

export interface RolloutUpdate extends RolloutLineValues {
  id: number;
}

export interface ChargeRolloutPlan {
  inserts: RolloutInsert[];
  updates: RolloutUpdate[];
  /** Ids of the lines to delete. */
  deletes: number[];
}

/** The values every rolled-out line of the charge carries: its title, amount and split of the amount. */
export function chargeLineValues(charge: RolloutCharge): RolloutLineValues {
  const amounts = companyPartsAmounts(charge.amountCents, charge.companiesParts);
  return {
    title: charge.title,
    amountCents: charge.amountCents,
    companiesParts: charge.companiesParts.map((share, index) => ({
      companyId: share.companyId,
      pct: share.pct,
      amountCents: amounts[index]?.amountCents ?? toCents(0),
    })),
  };
}

function samePercent(left: string, right: string): boolean {
  return left === right || decimalToNumber(toDecimal(left)) === decimalToNumber(toDecimal(right));
}

function sameValues(line: RolloutExistingLine, values: RolloutLineValues): boolean {
  if (line.title !== values.title || line.amountCents !== values.amountCents) return false;
  if (line.companiesParts.length !== values.companiesParts.length) return false;
  return values.companiesParts.every((part, index) => {
    const stored = line.companiesParts[index];
    return (
      stored !== undefined &&
      stored.companyId === part.companyId &&
      stored.amountCents === part.amountCents &&
      samePercent(String(stored.pct), part.pct)
    );
  });
}

/** The rollout never touches a line declared real, nor one edited 'Cette valeur uniquement'. */
function isKept(line: RolloutExistingLine): boolean {
  return line.isPinned || line.realDay !== null;
}

/**
 * A switched-off charge: its lines from `deactivatedFrom` (the window's start when unknown) are
 * deleted, pinned ones included, real ones kept: what was really paid stays.
 */
function planInactive(
  charge: RolloutCharge,
  lines: readonly RolloutExistingLine[],
  window: { from: string; to: string },
): ChargeRolloutPlan {
  const from = charge.deactivatedFrom ?? window.from;
  const deletes = lines
    .filter((line) => line.realDay === null && line.forecastDay >= from && inWindow(line, window))
    .map((line) => line.id);
  return { inserts: [], updates: [], deletes };
}

function inWindow(line: RolloutExistingLine, window: { from: string; to: string }): boolean {
  return line.forecastDay >= window.from && line.forecastDay <= window.to;
}

/**
 * What the rollout writes for one charge on the forecast window. Active: its occurrences from
 * max(window start, valuesFrom) are the dates it manages; a missing line is inserted, a line that
 * differs from the charge is updated, a line on a managed date that is no longer an occurrence is
 * deleted, pinned and real lines excepted. Lines before that start or outside the window are never
 * touched. `existingLines` are the charge's lines (others are ignored by date, not by charge).
 */
export function planChargeRollout(
  charge: RolloutCharge,
  existingLines: readonly RolloutExistingLine[],
  window: { from: string; to: string },
): ChargeRolloutPlan {
  if (!charge.isActive) return planInactive(charge, existingLines, window);
  const from = laterDay(charge.valuesFrom, window.from);
  if (from > window.to) return { inserts: [], updates: [], deletes: [] };
  const occurrences = new Set(chargeOccurrences(charge, { from, to: window.to }));
  const values = chargeLineValues(charge);
  const managed = existingLines.filter((line) => line.forecastDay >= from && line.forecastDay <= window.to);
  const linesByDay = new Map(managed.map((line) => [line.forecastDay, line]));
  const plan: ChargeRolloutPlan = { inserts: [], updates: [], deletes: [] };
  for (const day of occurrences) {
    const line = linesByDay.get(day);
    if (!line) {
      plan.inserts.push({ chargeId: charge.id, forecastDay: day, ...values });
    } else if (!isKept(line) && !sameValues(line, values)) {
      plan.updates.push({ id: line.id, ...values });
    }
  }
  for (const line of managed) {
    if (!occurrences.has(line.forecastDay) && !isKept(line)) plan.deletes.push(line.id);
  }
  return plan;
}

/** The later of two 'YYYY-MM-DD' days (they compare as text). */
function laterDay(left: string, right: string): string {
  return [left, right].sort()[1] ?? left;
}

/** How many rows a plan writes. */
export function rolloutPlanSize(plan: ChargeRolloutPlan): number {
  return plan.inserts.length + plan.updates.length + plan.deletes.length;
}
