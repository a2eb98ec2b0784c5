import { assertCents } from "./decimal";

/** An amount in integer cents, branded so that euros (or any bare number) cannot be passed for it. */
export type Cents = number & { readonly __unit: "cents" };

/** Brands a whole number of cents; throws on fractions and unsafe integers. */
export function toCents(value: number): Cents {
  assertCents(value);
  return value as Cents;
}
