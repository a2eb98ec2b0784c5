import { domainError } from "../messages";
import type { Cents } from "./cents";

/** An exact decimal: `units / 10^scale`. Numbers arrive as JS numbers or strings; we never multiply floats. */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Reads a number through its shortest decimal writing (what `String(n)` gives), so that 1.005
 * is exactly 1005/1000 and not the binary float just below it.
 */
export function toDecimal(value: number | string): Decimal {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim();
  const match = DECIMAL_PATTERN.exec(text);
  const intPart = match?.[2] ?? "";
  const fracPart = match?.[3] ?? "";
  if (!match || intPart.length + fracPart.length === 0) {
    throw domainError("INVALID_NUMBER", "invalid", { value: String(value) });
  }
  const exponent = Number(match[4] ?? "0");
  let units = BigInt(`${intPart}${fracPart}` || "0");
  let scale = fracPart.length - exponent;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  if (match[1] === "-") units = -units;
  return { units, scale };
}

export function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/** Integer division rounded half away from zero: 0,5 → 1 and -0,5 → -1 (symmetric for credit notes). */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator < 0n) return divideHalfUp(-numerator, -denominator);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -quotient : quotient;
}

/** Compares a decimal with an integer bound. */
export function compareDecimal(value: Decimal, bound: number): number {
  const scaledBound = BigInt(bound) * pow10(value.scale);
  if (value.units === scaledBound) return 0;
  return value.units < scaledBound ? -1 : 1;
}

export function decimalToNumber(value: Decimal): number {
  return Number(decimalToString(value));
}

export function decimalToString(value: Decimal): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, "0");
  const intPart = digits.slice(0, digits.length - value.scale);
  const fracPart = digits.slice(digits.length - value.scale).replace(/0+$/, "");
  const text = fracPart ? `${intPart}.${fracPart}` : intPart;
  return negative && value.units !== 0n ? `-${text}` : text;
}

/** Cents as the euro number that JSON wire formats carry (12345 → 123.45), without float arithmetic. */
export function centsToEuroNumber(cents: number): number {
  return decimalToNumber({ units: BigInt(cents), scale: 2 });
}

/** Cents as a plain decimal string of euros (12345 → "123.45", 1000 → "10"). */
export function centsToEuroString(cents: number): string {
  return decimalToString({ units: BigInt(cents), scale: 2 });
}

/** `cents × factor` rounded half-up to a whole cent, the factor read as an exact decimal. */
export function multiplyCents(cents: number, factor: number | string | Decimal): Cents {
  assertCents(cents);
  const decimal = typeof factor === "object" ? factor : toDecimal(factor);
  return Number(divideHalfUp(BigInt(cents) * decimal.units, pow10(decimal.scale))) as Cents;
}

export function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw domainError("INVALID_CENTS", "invalid");
}
