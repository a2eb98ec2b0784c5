import { domainError } from "../messages";
import type { Cents } from "./cents";
import { toCents } from "./cents";
import { assertCents, pow10, toDecimal } from "./decimal";

/**
 * Splits an amount of cents by weights with the largest-remainder method: each part gets its floor,
 * then the cents left over go to the largest remainders (ties: the earlier part), so the parts always
 * sum to the amount. A negative amount is split as its opposite and negated, so -100 by [1, 1, 1]
 * gives [-34, -33, -33], the mirror of 100.
 */
export function allocate(amountCents: Cents, weights: readonly number[]): Cents[] {
  assertCents(amountCents);
  if (amountCents < 0)
    return allocate(toCents(-amountCents), weights).map((part) => toCents(part === 0 ? 0 : -part));
  const decimals = weights.map((weight) => toDecimal(weight));
  if (decimals.some((weight) => weight.units < 0n)) {
    throw domainError("ALLOCATION_NEGATIVE_WEIGHT", "invalid");
  }
  const scale = Math.max(0, ...decimals.map((weight) => weight.scale));
  const scaled = decimals.map((weight) => weight.units * pow10(scale - weight.scale));
  const total = scaled.reduce((sum, weight) => sum + weight, 0n);
  if (total === 0n) throw domainError("ALLOCATION_NO_WEIGHT", "invalid");

  const amount = BigInt(amountCents);
  const parts = scaled.map((weight) => (amount * weight) / total);
  const remainders = scaled.map((weight, index) => ({ index, rest: (amount * weight) % total }));
  let leftover = amount - parts.reduce((sum, part) => sum + part, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (leftover === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return parts.map((part) => toCents(Number(part)));
}
