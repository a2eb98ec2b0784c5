import { domainError } from "../messages";
import { allocate } from "../shared/allocate";
import type { Cents } from "../shared/cents";
import { toCents } from "../shared/cents";
import { readPercent } from "../shared/compute-document-totals";
import { compareDecimal, decimalToNumber, multiplyCents, toDecimal } from "../shared/decimal";

export interface CompanyPartInput {
  companyId: number;
  pct: number | string;
}

export interface CompanyPart {
  companyId: number;
  pct: number;
  amountCents: Cents;
}

/** Sum of the percentages, exact. */
export function companyPartsTotalPercent(parts: readonly CompanyPartInput[]): number {
  const total = parts.reduce(
    (sum, part) => {
      const pct = readPercent(part.pct, "PERCENT_OUT_OF_RANGE");
      const scale = Math.max(sum.scale, pct.scale);
      return {
        units: sum.units * 10n ** BigInt(scale - sum.scale) + pct.units * 10n ** BigInt(scale - pct.scale),
        scale,
      };
    },
    { units: 0n, scale: 0 },
  );
  return decimalToNumber(total);
}

/** Shown green at exactly 100 %, red otherwise. */
export function isCompanyPartsComplete(parts: readonly CompanyPartInput[]): boolean {
  return compareDecimal(toDecimal(companyPartsTotalPercent(parts)), 100) === 0;
}

export function assertCompanyPartsComplete(parts: readonly CompanyPartInput[]): void {
  if (parts.length === 0) throw domainError("COMPANY_PARTS_EMPTY", "invalid");
  if (!isCompanyPartsComplete(parts)) {
    const total = String(companyPartsTotalPercent(parts)).replace(".", ",");
    throw domainError("COMPANY_PARTS_NOT_100", "rule", { total });
  }
}

/**
 * Each company's amount, line amount × pct / 100, by largest-remainder allocation: at 100 % the
 * amounts always sum to the line amount; below (a form still being filled) they sum to the share
 * covered.
 */
export function companyPartsAmounts(amountCents: Cents, parts: readonly CompanyPartInput[]): CompanyPart[] {
  const totalPercent = companyPartsTotalPercent(parts);
  const pcts = parts.map((part) => decimalToNumber(toDecimal(part.pct)));
  if (totalPercent === 0)
    return parts.map((part, index) => ({
      companyId: part.companyId,
      pct: pcts[index] ?? 0,
      amountCents: toCents(0),
    }));
  const total = toDecimal(totalPercent);
  const covered = multiplyCents(amountCents, { units: total.units, scale: total.scale + 2 });
  const amounts = allocate(toCents(covered), pcts);
  return parts.map((part, index) => ({
    companyId: part.companyId,
    pct: pcts[index] ?? 0,
    amountCents: amounts[index] ?? toCents(0),
  }));
}

/** In the charge form company amounts are always expenses: forced negative whatever the sign typed. */
export function chargeCompanyParts(amountCents: Cents, parts: readonly CompanyPartInput[]): CompanyPart[] {
  return companyPartsAmounts(toCents(-Math.abs(amountCents)), parts);
}

export type TransactionType = "income" | "expense";

export const TRANSACTION_TYPE_LABELS = {
  income: "Encaissement",
  expense: "Dépense",
} as const satisfies Record<TransactionType, string>;

/** 0 or more is an encaissement, below 0 a dépense. */
export function transactionTypeOf(amountCents: Cents): TransactionType {
  return amountCents >= 0 ? "income" : "expense";
}

/** Choosing a type forces the sign of the amount. */
export function withTransactionType(amountCents: Cents, type: TransactionType): Cents {
  const magnitude = Math.abs(amountCents);
  return type === "income" || magnitude === 0 ? toCents(magnitude) : toCents(-magnitude);
}

/** Amounts are green above 0, red at 0 or below. */
export function forecastAmountColor(amountCents: Cents): "success" | "danger" {
  return amountCents > 0 ? "success" : "danger";
}
