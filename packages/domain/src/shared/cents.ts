import { assertCents } from "./decimal";

/** An amount in integer cents, branded so that euros (or any bare number) cannot be passed for it. */
export type Cents = number & { readonly __unit: "cents" };

/** Brands a whole number of cents; throws on fractions and unsafe integers. */
export function toCents(value: number): Cents {
  assertCents(value);
  return value as Cents;
}

/** The sum of amounts in cents (0 for none): a sum of whole cents is whole cents. */
export function sumCents(amounts: readonly Cents[]): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return toCents(total);
}

/** What is left of an amount once the given amounts are taken off it (negative when over). */
export function centsLeft(amount: Cents, taken: readonly Cents[]): Cents {
  return toCents(taken.reduce((left, part) => left - part, amount as number));
}
