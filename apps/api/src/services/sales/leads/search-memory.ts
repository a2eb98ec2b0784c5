import type { DbOrTx } from "@tronc/db";
import { searchTerms } from "@tronc/domain";
import type { LeadSearchFilters } from "./search-filters";

/**
 * What recent searches taught, per database, for a few minutes: which texts are broader than one
 * statement reads (their next searches go straight to the index's way) and which lists hold more rows
 * than their capped count reads (their next pages skip that count and answer 'plus de N'). Paging
 * through a broad word then costs one statement a page. Only these two facts are remembered, never a
 * row: a list that shrank meanwhile still shows its real rows; its total may say 'plus de N' a few
 * minutes too long.
 */
const REMEMBERED = 1_000;
const REMEMBERED_FOR_MS = 5 * 60_000;
const memories = new WeakMap<object, Map<string, number>>();

/** Page, size and test knobs change what is read, not which rows the list holds. */
const NOT_FILTERS = new Set(["page", "pageSize", "withCounts", "countCap", "onePassMatches"]);

function memoryOf(db: DbOrTx): Map<string, number> {
  let memory = memories.get(db);
  if (!memory) {
    memory = new Map();
    memories.set(db, memory);
  }
  return memory;
}

const termsOf = (filters: LeadSearchFilters) =>
  searchTerms(filters.q ?? "")
    .sort()
    .join(" ");

/** The text and group company (what one statement reads), for a window of matches. */
const broadKey = (filters: LeadSearchFilters, window: number) =>
  `broad|${termsOf(filters)}|${filters.triangleCompanyId ?? ""}|${window}`;

/** Every filter of the list, for a count limit. */
function cappedKey(filters: LeadSearchFilters, limit: number): string {
  const entries = Object.entries(filters)
    .filter(([name, value]) => !NOT_FILTERS.has(name) && name !== "q" && value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `capped|${termsOf(filters)}|${JSON.stringify(entries)}|${limit}`;
}

function recall(db: DbOrTx, key: string, now: Date): boolean {
  const memory = memoryOf(db);
  const since = memory.get(key);
  if (since === undefined) return false;
  if (now.getTime() - since <= REMEMBERED_FOR_MS) return true;
  memory.delete(key);
  return false;
}

function remember(db: DbOrTx, key: string, now: Date): void {
  const memory = memoryOf(db);
  memory.delete(key);
  memory.set(key, now.getTime());
  if (memory.size > REMEMBERED) {
    const oldest = memory.keys().next();
    if (!oldest.done) memory.delete(oldest.value);
  }
}

export const isKnownBroad = (db: DbOrTx, filters: LeadSearchFilters, window: number, now: Date) =>
  recall(db, broadKey(filters, window), now);

export const rememberBroad = (db: DbOrTx, filters: LeadSearchFilters, window: number, now: Date) =>
  remember(db, broadKey(filters, window), now);

/** Whether the list is known to hold at least `limit` rows (its capped total reached). */
export const isKnownCapped = (db: DbOrTx, filters: LeadSearchFilters, limit: number, now: Date) =>
  recall(db, cappedKey(filters, limit), now);

export const rememberCapped = (db: DbOrTx, filters: LeadSearchFilters, limit: number, now: Date) =>
  remember(db, cappedKey(filters, limit), now);

/** Forgets what the searches on this database taught (benchmarks measure a first search with it). */
export const forgetSearches = (db: DbOrTx) => memories.delete(db);
