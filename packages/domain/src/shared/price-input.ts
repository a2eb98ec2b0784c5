import { domainError, type MessageCode } from "../messages";
import { type Cents, toCents } from "./cents";
import { type Decimal, decimalToString, pow10, toDecimal } from "./decimal";
import { normalizeFrenchDecimal } from "./french-format";

/** 999 999 999,99 €: far above any price anyone types, and safe as integer cents. */
export const MAX_PRICE_CENTS = 99_999_999_999;

/** The sentences of one price field, each naming it as its screen does ('Le prix HT …'). */
export interface PriceMessages {
  required: MessageCode;
  /** Takes {value}. */
  invalid: MessageCode;
  negative: MessageCode;
  tooPrecise: MessageCode;
  tooLarge: MessageCode;
}

const isBlank = (value: number | string) => typeof value === "string" && value.trim() === "";

/**
 * The number typed the French way ('1 200,50', '12,5') or sent (12.5), exactly and in its shortest
 * writing ('12,500' is 12.5: its decimals are judged on that); null when it is not one.
 */
export function readExactDecimal(value: number | string): Decimal | null {
  try {
    if (typeof value === "number" && !Number.isFinite(value)) return null;
    return toDecimal(
      decimalToString(toDecimal(typeof value === "number" ? value : normalizeFrenchDecimal(value))),
    );
  } catch {
    return null;
  }
}

/**
 * A price typed the French way ('1 200,50', '12,5') or sent as a number (12.5) → integer cents: required,
 * never negative, two decimals at most (a third is refused, never rounded), at most MAX_PRICE_CENTS.
 * Each refusal concerns `field`, with the caller's sentence.
 */
export function readPriceCents(
  value: number | string | null | undefined,
  field: string,
  messages: PriceMessages,
): Cents {
  const refuse = (code: MessageCode, params: Record<string, string> = {}) =>
    domainError(code, "invalid", params, { field });
  if (value === null || value === undefined || isBlank(value)) throw refuse(messages.required);
  const exact = readExactDecimal(value);
  if (!exact) throw refuse(messages.invalid, { value: String(value) });
  if (exact.units < 0n) throw refuse(messages.negative);
  if (exact.scale > 2) throw refuse(messages.tooPrecise);
  const cents = exact.units * pow10(2 - exact.scale);
  if (cents > BigInt(MAX_PRICE_CENTS)) throw refuse(messages.tooLarge);
  return toCents(Number(cents));
}
