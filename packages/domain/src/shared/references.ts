import { domainError } from "../messages";
import { assertYear } from "./calendar-dates";

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

/** A company code as typed: upper-cased, 2 to 6 capitals or digits (field 'code'). */
export function assertCompanyCode(value: string): string {
  const code = value.trim().toUpperCase();
  if (!COMPANY_CODE.test(code)) {
    throw domainError("REFERENCE_COMPANY_CODE_INVALID", "invalid", {}, { field: "code" });
  }
  return code;
}

/**
 * The code proposed for a new group company, from its name: the first letter of the first word and
 * two of the second ('Triangle Digital' → 'TDI'), or the first three letters of a single word.
 */
export function companyCodeFromName(name: string): string {
  const words = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  const [first = "", second = ""] = words;
  const code = words.length >= 2 ? `${first.slice(0, 1)}${second.slice(0, 2)}` : first.slice(0, 3);
  return code.length >= 2 ? code : `${code}XX`.slice(0, 2);
}
