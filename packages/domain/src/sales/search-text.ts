/**
 * Accent- and case-insensitive text search without unaccent() at query time: the searchable text of
 * a row is stored normalised (this function), the typed query is normalised the same way, and the
 * database only runs LIKE '%term%' through a trigram index.
 */
const LIGATURES: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss", ø: "o", đ: "d", ł: "l" };

export function normalizeSearchText(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[œæßøđł]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .trim();
}

/** A phone number's digits, French international numbers (+33 6…, 0033 6…) read as national (06…). */
export function phoneDigits(value: string): string {
  let digits = value.replace(/\D/g, "");
  if (digits.startsWith("0033")) digits = digits.slice(2);
  if (digits.startsWith("33") && digits.length === 11) digits = `0${digits.slice(2)}`;
  return digits;
}

export interface LeadSearchParts {
  subject: string;
  requesterName?: string | null;
  requesterCompanyName?: string | null;
  clientCompanyName?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** The stored search text of a lead: subject, requester, companies, e-mail, phone as typed and as digits. */
export function leadSearchText(parts: LeadSearchParts): string {
  const phone = parts.phone ?? "";
  const digits = phoneDigits(phone);
  return normalizeSearchText(
    [
      parts.subject,
      parts.requesterName,
      parts.requesterCompanyName,
      parts.clientCompanyName,
      parts.email,
      phone,
      digits.length >= 4 ? digits : "",
    ]
      .filter((part): part is string => Boolean(part))
      .join(" "),
  );
}

export interface CompanySearchParts {
  name: string;
  siret?: string | null;
  city?: string | null;
  postalCode?: string | null;
}

export function companySearchText(parts: CompanySearchParts): string {
  return normalizeSearchText(
    [parts.name, parts.siret, parts.city, parts.postalCode].filter((part) => Boolean(part)).join(" "),
  );
}

const PHONE_LIKE = /\+?\d[\d\s.\-()/]{3,}\d/g;
const MAX_TERMS = 8;

/**
 * The terms a query is split into; every one must be found. A phone typed with separators
 * ('06 12.34-56') is one term of digits; duplicates and terms inside longer ones are dropped.
 */
export function searchTerms(query: string): string[] {
  const withPhones = query.replace(PHONE_LIKE, (match) => ` ${phoneDigits(match)} `);
  const words = normalizeSearchText(withPhones).split(" ").filter(Boolean);
  const unique = [...new Set(words)].sort((a, b) => b.length - a.length);
  const kept: string[] = [];
  for (const word of unique) {
    if (!kept.some((longer) => longer.includes(word))) kept.push(word);
  }
  return kept.slice(0, MAX_TERMS);
}

/** Trigrams need 3 characters: a query is searched when one of its words has as many. */
export const MIN_SEARCH_TERM_LENGTH = 3;

export function hasSearchableTerm(query: string): boolean {
  return searchTerms(query).some((term) => term.length >= MIN_SEARCH_TERM_LENGTH);
}

/** Escapes LIKE's wildcards so a typed '%' or '_' is searched as itself. */
export function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
