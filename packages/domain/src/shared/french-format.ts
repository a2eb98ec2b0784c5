import { domainError } from "../messages";
import type { Cents } from "./cents";
import { toCents } from "./cents";
import { assertCents, decimalToString, divideHalfUp, pow10, toDecimal } from "./decimal";

// What Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }) writes.
const GROUP_SEPARATOR = "\u202f";
const CURRENCY_SEPARATOR = "\u00a0";
const SPACES = /[\s\u00a0\u202f]/g;

/** 123450 → '1 234,50 €', character for character what Intl fr-FR EUR gives, without going through a float. */
export function formatEuros(cents: number): string {
  return `${formatCentsAsDecimal(cents)}${CURRENCY_SEPARATOR}€`;
}

/** 123450 → '1 234,50' (grouped, two decimals, no currency sign). */
export function formatCentsAsDecimal(cents: number): string {
  assertCents(cents);
  const magnitude = Math.abs(cents);
  // (m - m % 100) / 100 is exact where Math.floor(m / 100) can round up near 2^53
  const euros = ((magnitude - (magnitude % 100)) / 100).toString();
  const rest = (magnitude % 100).toString().padStart(2, "0");
  const grouped = euros.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR);
  return `${cents < 0 ? "-" : ""}${grouped},${rest}`;
}

/** 12.5 → '12,5 %' ; the value is written exactly as given, comma as decimal separator. */
export function formatPercent(value: number): string {
  return `${decimalToString(toDecimal(value)).replace(".", ",")}${CURRENCY_SEPARATOR}%`;
}

/**
 * Normalises a French decimal typed by a person ('12,5', '1 234,56', '1.234,56', '-3', '12.5')
 * into a plain decimal string ('12.5'), the form numeric columns store.
 */
export function normalizeFrenchDecimal(text: string): string {
  let cleaned = text.replace(SPACES, "").replace(/[€%]$/, "");
  if (cleaned.includes(",")) {
    const integerPart = cleaned.slice(0, cleaned.indexOf(","));
    if (integerPart.includes(".") && !/^[+-]?\d{1,3}(\.\d{3})+$/.test(integerPart)) {
      throw domainError("INVALID_NUMBER", "invalid", { value: text });
    }
    cleaned = cleaned.replace(/\./g, "");
  }
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(cleaned)) {
    throw domainError("INVALID_NUMBER", "invalid", { value: text });
  }
  return decimalToString(toDecimal(cleaned.replace(",", ".")));
}

/** '1 234,50 €' → 123450 cents; more than two decimals are rounded half-up. */
export function parseEurosToCents(text: string): Cents {
  let decimal: ReturnType<typeof toDecimal>;
  try {
    decimal = toDecimal(normalizeFrenchDecimal(text));
  } catch {
    throw domainError("INVALID_AMOUNT", "invalid", { value: text });
  }
  const cents =
    decimal.scale <= 2
      ? decimal.units * pow10(2 - decimal.scale)
      : divideHalfUp(decimal.units, pow10(decimal.scale - 2));
  const result = Number(cents);
  if (!Number.isSafeInteger(result)) throw domainError("INVALID_AMOUNT", "invalid", { value: text });
  return toCents(result);
}

/**
 * A duration typed as '1h30', '1h', '0h45', '45min', '1:30', '1,5' or '1.5' → hours as a decimal
 * (1.5), rounded to 2 decimals (1h20 → 1.33). Minutes must be below 60.
 */
export function parseHours(text: string): number {
  const cleaned = text.replace(SPACES, "").toLowerCase();
  const clock = /^(\d+)(?:h|:)(\d{1,2})?(?:min|m)?$/.exec(cleaned) ?? /^()(\d+)(?:min|mn)$/.exec(cleaned);
  if (clock) {
    const hours = Number(clock[1] || "0");
    const minutes = Number(clock[2] ?? "0");
    if (minutes >= 60 && clock[1] !== "") throw domainError("INVALID_HOURS", "invalid", { value: text });
    return roundMinutes(hours * 60 + minutes);
  }
  try {
    const value = Number(normalizeFrenchDecimal(cleaned));
    if (value < 0) throw new Error("negative");
    return value;
  } catch {
    throw domainError("INVALID_HOURS", "invalid", { value: text });
  }
}

function roundMinutes(totalMinutes: number): number {
  return Number(divideHalfUp(BigInt(totalMinutes) * 100n, 60n)) / 100;
}

/** 1.5 → '1h30', 0.75 → '0h45', 2 → '2h'. */
export function formatHours(hours: number): string {
  const minutes = Number(divideHalfUp(toMinutesTimes100(hours), 100n));
  const whole = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${whole}h` : `${whole}h${String(rest).padStart(2, "0")}`;
}

function toMinutesTimes100(hours: number): bigint {
  const decimal = toDecimal(hours);
  if (decimal.units < 0n) throw domainError("INVALID_HOURS", "invalid", { value: String(hours) });
  return divideHalfUp(decimal.units * 6000n, pow10(decimal.scale));
}
