import { addDays } from "../shared/calendar-dates";
import type { Cents } from "../shared/cents";
import { decimalToNumber, toDecimal } from "../shared/decimal";
import type { ChargeType } from "./charges";
import type { ForecastMonthSummary } from "./forecast-months";
import { type TransactionType, transactionTypeOf } from "./forecast-parts";
import type { RecapEntry } from "./forecast-recap";

/**
 * What the forecast screen and the wire show of its lines and days, and how a stored line becomes
 * one: the server builds them for the day paths, the browser from the 12 months' grouped answer
 * (forecast-window-wire.ts), both with these functions.
 */

/** A group company's share of a charge or a line, with its name and colour for the screen. */
export interface CompanyPartView {
  companyId: number;
  name: string;
  color: string;
  pct: number;
  amountCents: Cents;
}

/**
 * Where a line of the forecast comes from: typed by hand, rolled out from a charge, or anticipated
 * (computed from what clients still owe, a quotation's payment schedule, or what suppliers are owed).
 */
export type ForecastLineKind = "manual" | "charge" | "invoice" | "schedule" | "supplierInvoice";

export interface ForecastLineView {
  /** Unique on the screen: 'item-12', 'invoice-5', 'schedule-8', 'supplier-invoice-3'. */
  key: string;
  /** The forecast item's id; null for an anticipated line (computed, never stored). */
  id: number | null;
  kind: ForecastLineKind;
  isAnticipated: boolean;
  title: string;
  /** Positive income, negative expense. For a real line: what was really paid. */
  amountCents: Cents;
  /** What was planned, once the line is declared real. */
  forecastAmountCents: Cents | null;
  transactionType: TransactionType;
  /** The day it was planned on. */
  forecastDay: string;
  /** The day it was really paid or cashed, once declared real. */
  realDay: string | null;
  /** The day it shows on: realDay for a real line, today for a late anticipated line, else forecastDay. */
  shownOn: string;
  isReal: boolean;
  /** An anticipated line whose date has passed: shown on today, marked late. */
  isLate: boolean;
  /** Edited 'Cette valeur uniquement': the rollout leaves it alone. */
  isPinned: boolean;
  chargeId: number | null;
  chargeType: ChargeType | null;
  /** The charge's colour, else null. */
  color: string | null;
  companiesParts: CompanyPartView[];
  /** For an anticipated line, the screen path of its source (invoice, quotation, supplier invoice). */
  sourcePath: string | null;
  /** Label of the source, e.g. 'FA-TRI-2026-0004' or 'Devis DE-TRI-2026-0002'. */
  sourceLabel: string | null;
}

export interface ForecastDayView {
  /** yyyymmdd: the day's id on the wire (/days/20261123). */
  id: number;
  date: string;
  /** The bank balance recorded at the opening of this day, if any. */
  bankBalanceCents: Cents | null;
  openingBalanceCents: Cents;
  closingBalanceCents: Cents;
  /** Lines still forecast (planned here, not declared real), anticipated ones included. */
  forecastLines: ForecastLineView[];
  /** Lines declared real on this day. */
  realLines: ForecastLineView[];
}

/** 'Récapitulatif': per group company, the month's charge lines by charge type, and the total. */
export type ForecastRecapEntry = RecapEntry;

export interface ForecastMonthView extends ForecastMonthSummary {
  /** Every day of the month, in order. */
  days: ForecastDayView[];
  recap: ForecastRecapEntry[];
}

export interface ForecastWindowView {
  /** First day of the first month shown. */
  startMonth: string;
  /** Today in Paris: late anticipated lines show on it; only days from it count forecast lines in balances. */
  today: string;
  months: ForecastMonthView[];
  /** Active group companies, in name order: the split of the edit modal. */
  companies: { id: number; name: string; color: string }[];
  /** The last bank balance recorded on or before the window's end, if any. */
  lastBankBalance: { date: string; amountCents: Cents } | null;
}

/** yyyymmdd: a day's id on the wire. */
export const forecastDayId = (date: string) => Number(date.replaceAll("-", ""));

/** A group company as lines name it. */
export interface CompanyLabelInput {
  id: number;
  name: string;
  color: string;
}

/** A share as a line stores it: the percentage as decimal text, the amount in cents. */
export interface StoredPartInput {
  companyId: number;
  pct: string | number;
  amountCents: Cents;
}

export function companyPartViews(
  parts: readonly StoredPartInput[],
  companies: ReadonlyMap<number, CompanyLabelInput>,
): CompanyPartView[] {
  return parts.map((part) => {
    const company = companies.get(part.companyId);
    return {
      companyId: part.companyId,
      name: company?.name ?? "",
      color: company?.color ?? "",
      pct: decimalToNumber(toDecimal(String(part.pct))),
      amountCents: part.amountCents,
    };
  });
}

/** What a stored line's view reads of it. */
export interface StoredLineInput {
  id: number;
  title: string;
  amountCents: Cents;
  forecastAmountCents: Cents | null;
  forecastDay: string;
  realDay: string | null;
  chargeId: number | null;
  isPinned: boolean;
}

/** The charge a stored line was rolled out from: its type and colour show on the line. */
export interface LineCharge {
  type: ChargeType;
  color: string;
}

/**
 * A stored line (typed by hand or rolled out from a charge) with its split already shown: the 12
 * months give one array of parts to every line that stores the same split. Views are read, never changed.
 */
export function lineViewWithParts(
  row: StoredLineInput,
  charge: LineCharge | null,
  companiesParts: CompanyPartView[],
): ForecastLineView {
  return {
    key: `item-${row.id}`,
    id: row.id,
    kind: row.chargeId === null ? "manual" : "charge",
    isAnticipated: false,
    title: row.title,
    amountCents: row.amountCents,
    forecastAmountCents: row.forecastAmountCents ?? null,
    transactionType: transactionTypeOf(row.amountCents),
    forecastDay: row.forecastDay,
    realDay: row.realDay,
    shownOn: row.realDay ?? row.forecastDay,
    isReal: row.realDay !== null,
    isLate: false,
    isPinned: row.isPinned,
    chargeId: row.chargeId,
    chargeType: charge?.type ?? null,
    color: charge?.color ?? null,
    companiesParts,
    sourcePath: null,
    sourceLabel: null,
  };
}

/**
 * Stored lines that share a charge, a title, an amount and a split (a charge's lines repeat them month
 * after month): those values once, then one entry per line in each array. Days are counted from the
 * range's first day. The arrays most groups would fill with null or false (no line real, none pinned)
 * are null.
 */
export type StoredLineGroup = [
  chargeId: number | null,
  title: string,
  amountCents: Cents,
  companiesParts: StoredPartInput[],
  chargeType: ChargeType | null,
  chargeColor: string | null,
  ids: number[],
  forecastDays: number[],
  realDays: (number | null)[] | null,
  forecastAmountsCents: (Cents | null)[] | null,
  pinned: boolean[] | null,
];

/** The day a grouped line shows on, counted from the range's first day: paid, else planned. */
export function shownDayOffset(group: StoredLineGroup, index: number): number {
  return group[8]?.[index] ?? group[7][index] ?? 0;
}

/** Each day's stored lines of a range, real and still forecast, in id order: one list per day of `dates`. */
export interface StoredLinesByDay {
  real: ForecastLineView[][];
  forecast: ForecastLineView[][];
}

const byId = (a: ForecastLineView, b: ForecastLineView) => (a.id ?? 0) - (b.id ?? 0);

function inIdOrder(lines: readonly ForecastLineView[]): boolean {
  for (let index = 1; index < lines.length; index++) {
    if ((lines[index - 1]?.id ?? 0) > (lines[index]?.id ?? 0)) return false;
  }
  return true;
}

/** The views of grouped stored lines, on the days they show on (`dates`: every day of the range, in order). */
export function storedLinesByDay(
  groups: readonly StoredLineGroup[],
  dates: readonly string[],
  companies: ReadonlyMap<number, CompanyLabelInput>,
): StoredLinesByDay {
  const from = dates[0] ?? "";
  const dayAt = (offset: number) => dates[offset] ?? addDays(from, offset);
  const real = dates.map((): ForecastLineView[] => []);
  const forecast = dates.map((): ForecastLineView[] => []);
  for (const [
    chargeId,
    title,
    amountCents,
    parts,
    type,
    color,
    ids,
    forecastDays,
    realDays,
    forecastAmounts,
    pinned,
  ] of groups) {
    const charge = type !== null && color !== null ? { type, color } : null;
    const partViews = companyPartViews(parts, companies);
    // A plain loop: a callback per group made this four times slower on 12 000 lines.
    for (let index = 0; index < ids.length; index++) {
      const realOffset = realDays?.[index] ?? null;
      const forecastOffset = forecastDays[index] ?? 0;
      const view = lineViewWithParts(
        {
          id: ids[index] ?? 0,
          title,
          amountCents,
          forecastAmountCents: forecastAmounts?.[index] ?? null,
          forecastDay: dayAt(forecastOffset),
          realDay: realOffset === null ? null : dayAt(realOffset),
          chargeId,
          isPinned: pinned?.[index] ?? false,
        },
        charge,
        partViews,
      );
      if (realOffset === null) forecast[forecastOffset]?.push(view);
      else real[realOffset]?.push(view);
    }
  }
  // Groups come in charge order, which is mostly id order already: sort only the days that are not.
  for (const lines of [...real, ...forecast]) if (!inIdOrder(lines)) lines.sort(byId);
  return { real, forecast };
}
