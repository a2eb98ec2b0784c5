import { domainError, formatMessage } from "../messages";
import { hasSearchableTerm } from "../sales/search-text";
import { RECORD_KINDS, type RecordKind } from "../shared/record-kinds";

/** The kinds the top bar's search box finds, in the order their groups are shown. */
export const SEARCH_KINDS = [
  "lead",
  "client",
  "contact",
  "quotation",
  "invoice",
  "credit-note",
  "supplier-invoice",
  "supplier",
  "purchase-order",
  "project",
  "task",
  "material",
  "charge",
  "user",
] as const satisfies readonly RecordKind[];

export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Longer than this is not a search (a pasted text): refused. */
export const SEARCH_MAX_LENGTH = 200;

/** Results per kind; beyond, the group offers 'Voir tout' (the kind's list with the same text). */
export const SEARCH_RESULTS_PER_KIND = 5;

const isSearchKind = (value: string): value is SearchKind =>
  (SEARCH_KINDS as readonly string[]).includes(value);

/**
 * `kinds` as the query string gives it ('invoice,client', or a repeated parameter): the kinds asked,
 * each once, in the box's order; nothing asked means every kind. An unknown kind is refused by name.
 */
export function readSearchKinds(raw: string | readonly string[] | undefined): SearchKind[] {
  const values = (typeof raw === "string" ? [raw] : (raw ?? []))
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
  const unknown = values.find((value) => !isSearchKind(value));
  if (unknown !== undefined) {
    throw domainError(
      "SEARCH_KIND_UNKNOWN",
      "invalid",
      { value: unknown.slice(0, 40), known: SEARCH_KINDS.join(", ") },
      { field: "kinds" },
    );
  }
  return values.length === 0 ? [...SEARCH_KINDS] : SEARCH_KINDS.filter((kind) => values.includes(kind));
}

export type SearchQueryReading = { searchable: true } | { searchable: false; hint: string };

/**
 * Whether a typed text can be searched: too long or with no letter or digit is refused (400); a text
 * whose words are all under 3 characters is not an error while typing: nothing is searched, a hint
 * says why (the trigram indexes need 3 characters).
 */
export function readSearchQuery(q: string): SearchQueryReading {
  if (q.length > SEARCH_MAX_LENGTH) {
    throw domainError("SEARCH_TOO_LONG", "invalid", { max: SEARCH_MAX_LENGTH }, { field: "q" });
  }
  if (!/[\p{L}\p{N}]/u.test(q)) throw domainError("SEARCH_NOTHING_TO_FIND", "invalid", {}, { field: "q" });
  if (!hasSearchableTerm(q)) {
    return { searchable: false, hint: formatMessage("SEARCH_TOO_SHORT") };
  }
  return { searchable: true };
}

/** The French name of a kind's group ('Factures'). */
export const searchKindPlural = (kind: SearchKind) => RECORD_KINDS[kind].plural;
