import type { DbOrTx } from "@tronc/db";
import { searchTerms } from "@tronc/domain";
import type { LeadSearchFilters } from "./search-filters";

/**
 * Texts found broader than one statement reads, remembered a few minutes per database: their next
 * searches (the following pages, the same word again) go straight to the index's way instead of
 * reading thousands of matches first to learn it again. Only the path is remembered, never a result:
 * a text that became narrow meanwhile is still answered right, the index's way.
 */
const REMEMBERED = 500;
const REMEMBERED_FOR_MS = 5 * 60_000;
const memories = new WeakMap<object, Map<string, number>>();

function memoryOf(db: DbOrTx): Map<string, number> {
  let memory = memories.get(db);
  if (!memory) {
    memory = new Map();
    memories.set(db, memory);
  }
  return memory;
}

const keyOf = (filters: LeadSearchFilters, window: number) =>
  `${searchTerms(filters.q ?? "")
    .sort()
    .join(" ")}|${filters.triangleCompanyId ?? ""}|${window}`;

export function isKnownBroad(db: DbOrTx, filters: LeadSearchFilters, window: number, now: Date): boolean {
  const memory = memoryOf(db);
  const key = keyOf(filters, window);
  const since = memory.get(key);
  if (since === undefined) return false;
  if (now.getTime() - since <= REMEMBERED_FOR_MS) return true;
  memory.delete(key);
  return false;
}

export function rememberBroad(db: DbOrTx, filters: LeadSearchFilters, window: number, now: Date): void {
  const memory = memoryOf(db);
  const key = keyOf(filters, window);
  memory.delete(key);
  memory.set(key, now.getTime());
  if (memory.size > REMEMBERED) {
    const oldest = memory.keys().next();
    if (!oldest.done) memory.delete(oldest.value);
  }
}
