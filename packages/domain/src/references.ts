import { assertYear } from "./calendar-dates";
import { domainError } from "./messages";

/**
 * Numbered series. Each issuing company has one continuous counter per series and year (kept by
 * the API); the reference is only its written form: FA-TRI-2026-00042.
 */
export const REFERENCE_PREFIXES = {
  invoice: "FA",
  credit: "AV",
  quotation: "DE",
  purchaseOrder: "BC",
} as const;

export type ReferenceSeries = keyof typeof REFERENCE_PREFIXES;

export interface ReferenceParts {
  series: ReferenceSeries;
  companyCode: string;
  year: number;
  counter: number;
}

const MAX_COUNTER = 99_999;
const COMPANY_CODE = /^[A-Z0-9]{2,6}$/;

export function formatReference(
  series: ReferenceSeries,
  companyCode: string,
  year: number,
  counter: number,
): string {
  if (!COMPANY_CODE.test(companyCode)) throw domainError("REFERENCE_COMPANY_CODE_INVALID", "invalid");
  assertYear(year);
  if (!Number.isInteger(counter) || counter < 1 || counter > MAX_COUNTER) {
    throw domainError("REFERENCE_COUNTER_INVALID", "invalid");
  }
  return `${REFERENCE_PREFIXES[series]}-${companyCode}-${year}-${String(counter).padStart(5, "0")}`;
}

export function parseReference(reference: string): ReferenceParts {
  const match = /^([A-Z]{2})-([A-Z0-9]{2,6})-(\d{4})-(\d{5})$/.exec(reference.trim());
  const series = (Object.keys(REFERENCE_PREFIXES) as ReferenceSeries[]).find(
    (candidate) => REFERENCE_PREFIXES[candidate] === match?.[1],
  );
  if (!match?.[2] || !series || Number(match[4]) === 0) {
    throw domainError("REFERENCE_INVALID", "invalid", { value: reference });
  }
  return { series, companyCode: match[2], year: Number(match[3]), counter: Number(match[4]) };
}

/** A short company code from its name, for a company that has none: 'Triangle Events' → 'TRIEVE'. */
export function companyCodeFromName(name: string): string {
  const words = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  const code =
    words.length === 1
      ? (words[0] ?? "").slice(0, 6)
      : words
          .map((word) => word.slice(0, 3))
          .join("")
          .slice(0, 6);
  if (!COMPANY_CODE.test(code)) throw domainError("REFERENCE_COMPANY_CODE_INVALID", "invalid");
  return code;
}
