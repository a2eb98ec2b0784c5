import { domainError, type MessageCode } from "../messages";
import { readPercent } from "../shared/compute-document-totals";
import { decimalToString, toDecimal } from "../shared/decimal";
import { normalizeFrenchDecimal } from "../shared/french-format";

const refuse = (code: MessageCode) => domainError(code, "invalid", {}, { field: "tva" });

/** The rate as a plain decimal string without trailing zeros ('5,50 %' → '5.5'). */
function readRate(value: number | string | null | undefined): string {
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) {
    throw refuse("VAT_REQUIRED");
  }
  if (typeof value === "number" && !Number.isFinite(value)) throw refuse("VAT_NOT_A_NUMBER");
  try {
    return decimalToString(toDecimal(typeof value === "number" ? value : normalizeFrenchDecimal(value)));
  } catch {
    throw refuse("VAT_NOT_A_NUMBER");
  }
}

/**
 * Reads a rate typed by a person or sent by a client ('5,5', '5.5', 5.5, '20 %') into the
 * two-decimal string the numeric(5,2) column stores ('5.50'): within 0-100 % (the one percentage
 * range, see readPercent), two decimals at most. Refusals carry the field 'tva'.
 */
export function parseVatRate(value: number | string | null | undefined): string {
  const { units, scale } = readPercent(readRate(value), "VAT_RATE_OUT_OF_RANGE", "tva");
  if (scale > 2) throw refuse("VAT_TOO_PRECISE");
  const hundredths = (units * 10n ** BigInt(2 - scale)).toString().padStart(3, "0");
  return `${hundredths.slice(0, -2)}.${hundredths.slice(-2)}`;
}
