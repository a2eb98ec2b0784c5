import { domainError } from "../messages";
import { addMonths, assertDate, parseDate } from "../shared/calendar-dates";
import { type Cents, toCents } from "../shared/cents";
import { compareDecimal, decimalToString, toDecimal } from "../shared/decimal";
import { isDomainError } from "../shared/errors";
import { normalizeFrenchDecimal } from "../shared/french-format";
import { type PriceMessages, readPriceCents } from "../shared/price-input";
import { type CompanyPartInput, type TransactionType, withTransactionType } from "./forecast-parts";
import { FORECAST_MONTHS, forecastWindowRange } from "./forecast-window";

/** Reading what 'Editer une ligne prévisionnelle' and '+ ajouter' send, before anything is written. */

/**
 * The days a line may sit on (planned by hand, declared real, a bank balance): from the first day of
 * the month 12 months before the current month to the last day of the forecast window.
 */
export function forecastSpan(today: string): { from: string; to: string } {
  const window = forecastWindowRange(today);
  return { from: addMonths(window.from, -FORECAST_MONTHS), to: window.to };
}

/** 2026-11-23 → 23/11/2026, as the sentences show a day. */
function frenchDay(date: string): string {
  const { year, month, day } = parseDate(date);
  return `${String(day).padStart(2, "0")}/${String(month).padStart(2, "0")}/${year}`;
}

/** A date-time sent by a client keeps its date part; a date that does not exist is refused. */
function readDay(value: string, field: string): string {
  const text = value.trim();
  const date = /^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text;
  try {
    return assertDate(date);
  } catch {
    throw domainError("INVALID_DATE", "invalid", { value: text }, { field });
  }
}

/** The day of a line typed by hand ('+ ajouter'), or of a bank balance: required, within the span. */
export function readForecastDay(value: string | null | undefined, today: string, field = "date"): string {
  if (!value?.trim()) throw domainError("FORECAST_LINE_DATE_REQUIRED", "invalid", {}, { field });
  const date = readDay(value, field);
  const span = forecastSpan(today);
  if (date < span.from || date > span.to) {
    const params = { date: frenchDay(date), from: frenchDay(span.from), to: frenchDay(span.to) };
    throw domainError("FORECAST_LINE_DAY_OUT_OF_SPAN", "invalid", params, { field });
  }
  return date;
}

/** 'Date réelle du paiement': required when declaring, and a day of the forecast's span. */
export function readRealDay(value: string | null | undefined, today: string): string {
  const field = "realDay";
  if (!value?.trim()) throw domainError("FORECAST_REAL_DATE_REQUIRED", "invalid", {}, { field });
  const date = readDay(value, field);
  const span = forecastSpan(today);
  if (date < span.from || date > span.to) {
    throw domainError("FORECAST_REAL_DAY_NOT_FOUND", "invalid", { date: frenchDay(date) }, { field });
  }
  return date;
}

const AMOUNT_MESSAGES: PriceMessages = {
  required: "FORECAST_AMOUNT_REQUIRED",
  invalid: "FORECAST_AMOUNT_INVALID",
  negative: "FORECAST_AMOUNT_INVALID",
  tooPrecise: "FORECAST_AMOUNT_TOO_PRECISE",
  tooLarge: "FORECAST_AMOUNT_TOO_LARGE",
};

/**
 * An amount in euros, signed (income above 0, expense below), typed ('-1 200,50') or sent (-1200.5):
 * the magnitude is read as a price, the sign kept. A type, when given, forces the sign.
 */
export function readForecastLineAmount(
  value: number | string | null | undefined,
  type?: TransactionType | null,
  field = "amount",
): Cents {
  const text = typeof value === "string" ? value.trim() : value;
  const negative = typeof text === "number" ? text < 0 : typeof text === "string" && /^[-−]/.test(text);
  const magnitude = typeof text === "number" ? Math.abs(text) : negative ? text?.slice(1) : text;
  let cents: number;
  try {
    cents = readPriceCents(magnitude, field, AMOUNT_MESSAGES);
  } catch (error) {
    if (isDomainError(error) && error.code === "FORECAST_AMOUNT_INVALID") {
      throw domainError("FORECAST_AMOUNT_INVALID", "invalid", { value: String(value) }, { field });
    }
    throw error;
  }
  const signed = negative ? 0 - cents : cents;
  return toCents(type ? withTransactionType(toCents(signed), type) : signed);
}

function readLinePercent(value: number | string): string {
  const field = "companiesParts";
  const refuse = () =>
    domainError("FORECAST_PERCENT_INVALID", "invalid", { value: String(value) }, { field });
  let pct: ReturnType<typeof toDecimal>;
  try {
    const read = toDecimal(typeof value === "number" ? value : normalizeFrenchDecimal(value));
    pct = toDecimal(decimalToString(read));
  } catch {
    throw refuse();
  }
  if (compareDecimal(pct, 0) < 0 || compareDecimal(pct, 100) > 0) throw refuse();
  if (pct.scale > 2) throw domainError("FORECAST_PERCENT_TOO_PRECISE", "invalid", {}, { field });
  return decimalToString(pct);
}

/**
 * A line's split: each share on an allowed (active) group company, once, 0-100 % with two decimals at
 * most. On a line the total need not be 100 % (shown red, not blocking).
 */
export function readForecastShares(
  parts: readonly CompanyPartInput[],
  allowedCompanyIds: readonly number[],
): { companyId: number; pct: string }[] {
  const allowed = new Set(allowedCompanyIds);
  const seen = new Set<number>();
  return parts.map((part) => {
    const field = "companiesParts";
    if (!allowed.has(part.companyId)) {
      throw domainError("FORECAST_PART_COMPANY_NOT_ACTIVE", "invalid", { id: part.companyId }, { field });
    }
    if (seen.has(part.companyId)) throw domainError("FORECAST_PART_COMPANY_TWICE", "invalid", {}, { field });
    seen.add(part.companyId);
    return { companyId: part.companyId, pct: readLinePercent(part.pct) };
  });
}

export interface ForecastLineInput {
  title?: string | null | undefined;
  amount?: number | string | null | undefined;
  type?: TransactionType | null | undefined;
  companiesParts: readonly CompanyPartInput[];
}

/** The modal's fields read in its order: title required, signed amount, the split. */
export function readForecastLine(
  input: ForecastLineInput,
  allowedCompanyIds: readonly number[],
): { title: string; amountCents: Cents; companiesParts: { companyId: number; pct: string }[] } {
  const title = input.title?.trim() ?? "";
  if (!title) throw domainError("FORECAST_TITLE_REQUIRED", "invalid", {}, { field: "title" });
  const amountCents = readForecastLineAmount(input.amount, input.type);
  return { title, amountCents, companiesParts: readForecastShares(input.companiesParts, allowedCompanyIds) };
}
