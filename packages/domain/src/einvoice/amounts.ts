import { decimalToString, toDecimal } from "../shared/decimal";

/** Integer cents as the writers' decimal amount, always two decimals: 12345 → "123.45", -5 → "-0.05". */
export function formatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not whole cents: ${cents}`);
  const magnitude = Math.abs(cents);
  const euros = (magnitude - (magnitude % 100)) / 100;
  const rest = (magnitude % 100).toString().padStart(2, "0");
  return `${cents < 0 ? "-" : ""}${euros}.${rest}`;
}

/** A VAT rate or percentage with two decimals, as the French rules list them: "20" → "20.00", "5.5" → "5.50". */
export function formatPercentage(value: string): string {
  const decimal = toDecimal(value);
  const [whole, fraction = ""] = decimalToString(decimal).split(".");
  return `${whole}.${fraction.padEnd(2, "0")}`;
}

/** An exact decimal quantity as written in the XML, without trailing zeros: "1.500" → "1.5". */
export const formatQuantity = (value: string) => decimalToString(toDecimal(value));
