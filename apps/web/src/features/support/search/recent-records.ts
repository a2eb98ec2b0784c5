import type { RouterOutputs } from "../../../lib/trpc";

export type SearchHit = RouterOutputs["search"]["find"]["groups"][number]["hits"][number];

/** What the box remembers of a record opened from it, to offer it again before anything is typed. */
export type RecentRecord = Pick<SearchHit, "kind" | "id" | "title" | "url">;

const MAX_RECENT = 8;
const keyOf = (userId: number) => `tc:search:recent:${userId}`;

const isRecent = (value: unknown): value is RecentRecord => {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.kind === "string" &&
    typeof record.id === "number" &&
    typeof record.title === "string" &&
    typeof record.url === "string" &&
    record.url.startsWith("/tronc-commun/admin/")
  );
};

/** The records this user last opened from the box, latest first (this browser, localStorage). */
export function readRecentRecords(userId: number): RecentRecord[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? "[]");
    return Array.isArray(saved) ? saved.filter(isRecent).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** Puts a record first among the recent ones (once), keeping the last eight. */
export function rememberRecentRecord(userId: number, record: RecentRecord): void {
  const { kind, id, title, url } = record;
  const others = readRecentRecords(userId).filter((one) => !(one.kind === kind && one.id === id));
  try {
    localStorage.setItem(
      keyOf(userId),
      JSON.stringify([{ kind, id, title, url }, ...others].slice(0, MAX_RECENT)),
    );
  } catch {
    // Storage full or refused: the box still works, it just does not remember.
  }
}
