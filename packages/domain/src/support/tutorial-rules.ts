import { ROLES } from "../core/roles";
import { domainError } from "../messages";

/** Tutorials ('Aide'): what an entry may hold, how its video is recognised, how entries are ordered. */

export const TUTORIAL_LIMITS = { title: 200, category: 120, description: 2000, externalUrl: 500 } as const;

export type TutorialVideoType = "video/mp4" | "video/webm";

/** What the file picker offers; the server still judges by the bytes. */
export const TUTORIAL_VIDEO_ACCEPT = "video/mp4,video/webm,.mp4,.webm";

/** Bytes read from the start of an upload before judging it (an ftyp box or an EBML header fits). */
export const VIDEO_SNIFF_BYTES = 4096;

/** ISO-BMFF brands of video a browser plays (not QuickTime 'qt  ', not audio-only 'M4A '). */
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "iso7",
  "iso8",
  "iso9",
  "mp41",
  "mp42",
  "avc1",
  "av01",
  "dash",
  "cmfc",
  "mmp4",
  "msnv",
  "M4V ",
  "M4VH",
  "M4VP",
  "f4v ",
]);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const uint32 = (bytes: Uint8Array, at: number) =>
  (bytes[at] ?? 0) * 2 ** 24 +
  (bytes[at + 1] ?? 0) * 2 ** 16 +
  (bytes[at + 2] ?? 0) * 2 ** 8 +
  (bytes[at + 3] ?? 0);

/** An 'ftyp' box at offset 4 whose major brand, or one of its compatible brands, is a known video brand. */
function isMp4(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxSize = uint32(bytes, 0);
  if (boxSize < 16) return false;
  if (MP4_BRANDS.has(ascii(bytes, 8, 12))) return true;
  const end = Math.min(boxSize, bytes.length);
  for (let at = 16; at + 4 <= end; at += 4) if (MP4_BRANDS.has(ascii(bytes, at, at + 4))) return true;
  return false;
}

/** An EBML variable-length integer: its value (the length marker kept for ids) and its byte length. */
function readVint(
  bytes: Uint8Array,
  at: number,
  keepMarker: boolean,
): { value: number; length: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  let length = 1;
  while (!(first & (0x80 >> (length - 1)))) length++;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let index = 1; index < length; index++) value = value * 256 + (bytes[at + index] ?? 0);
  return { value, length };
}

const EBML_ID = [0x1a, 0x45, 0xdf, 0xa3];
const DOCTYPE_ID = 0x4282;

/** The EBML header (1A 45 DF A3) whose DocType element says 'webm' (Matroska files say 'matroska'). */
function isWebm(bytes: Uint8Array): boolean {
  if (!EBML_ID.every((byte, index) => bytes[index] === byte)) return false;
  const headerSize = readVint(bytes, 4, false);
  if (!headerSize) return false;
  let at = 4 + headerSize.length;
  const end = Math.min(at + headerSize.value, bytes.length);
  while (at < end) {
    const id = readVint(bytes, at, true);
    if (!id) return false;
    const size = readVint(bytes, at + id.length, false);
    if (!size) return false;
    const dataAt = at + id.length + size.length;
    if (id.value === DOCTYPE_ID) {
      return ascii(bytes, dataAt, Math.min(dataAt + size.value, end)).replace(/\0+$/, "") === "webm";
    }
    at = dataAt + size.value;
  }
  return false;
}

/** The video type read from the file's first bytes (VIDEO_SNIFF_BYTES); never from its name or declared type. */
export function sniffVideoType(bytes: Uint8Array): TutorialVideoType | null {
  if (isMp4(bytes)) return "video/mp4";
  if (isWebm(bytes)) return "video/webm";
  return null;
}

/** 209715200 → '200 Mo', 307200 → '300 Ko': the cap as the refusal says it. */
export function formatVideoCap(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${Number(megabytes.toFixed(1)).toLocaleString("fr-FR")} Mo`;
  return `${Math.max(1, Math.round(bytes / 1024))} Ko`;
}

const blank = (value: string | null | undefined): value is null | undefined =>
  value === null || value === undefined || value.trim() === "";

const singleSpaced = (value: string) => value.trim().replace(/\s+/g, " ");

export function readTutorialTitle(value: string | null | undefined): string {
  if (blank(value)) throw domainError("TUTORIAL_TITLE_REQUIRED", "invalid", {}, { field: "title" });
  const title = singleSpaced(value);
  if (title.length > TUTORIAL_LIMITS.title)
    throw domainError(
      "TUTORIAL_TITLE_TOO_LONG",
      "invalid",
      { max: TUTORIAL_LIMITS.title },
      { field: "title" },
    );
  return title;
}

/**
 * The category as typed, spaces tidied; a name that differs from an existing category only by case
 * ('ventes') joins that category ('Ventes') rather than opening a near-twin heading.
 */
export function readTutorialCategory(value: string | null | undefined, existing: readonly string[]): string {
  if (blank(value)) throw domainError("TUTORIAL_CATEGORY_REQUIRED", "invalid", {}, { field: "category" });
  const category = singleSpaced(value);
  if (category.length > TUTORIAL_LIMITS.category)
    throw domainError(
      "TUTORIAL_CATEGORY_TOO_LONG",
      "invalid",
      { max: TUTORIAL_LIMITS.category },
      { field: "category" },
    );
  const same = existing.find(
    (name) => name.localeCompare(category, "fr", { sensitivity: "accent" }) === 0 && name !== category,
  );
  return same ?? category;
}

export function readTutorialDescription(value: string | null | undefined): string | null {
  if (blank(value)) return null;
  const description = value.trim();
  if (description.length > TUTORIAL_LIMITS.description)
    throw domainError(
      "TUTORIAL_DESCRIPTION_TOO_LONG",
      "invalid",
      { max: TUTORIAL_LIMITS.description },
      { field: "description" },
    );
  return description;
}

/** An external video link: an https address of a host, 500 characters at most; blank means none. */
export function readTutorialExternalUrl(value: string | null | undefined): string | null {
  if (blank(value)) return null;
  const link = value.trim();
  if (link.length > TUTORIAL_LIMITS.externalUrl)
    throw domainError(
      "TUTORIAL_URL_TOO_LONG",
      "invalid",
      { max: TUTORIAL_LIMITS.externalUrl },
      { field: "externalUrl" },
    );
  const invalid = () =>
    domainError("TUTORIAL_URL_INVALID", "invalid", { value: link }, { field: "externalUrl" });
  if (/\s/.test(link)) throw invalid();
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw invalid();
  }
  if (url.protocol !== "https:" || url.hostname === "" || url.username !== "" || url.password !== "")
    throw invalid();
  return link;
}

/** An entry holds an uploaded video or an external link, never both: neither means 'Bientôt disponible'. */
export function assertVideoOrLink(entry: { hasVideo: boolean; externalUrl: string | null }): void {
  if (entry.hasVideo && entry.externalUrl !== null)
    throw domainError("TUTORIAL_VIDEO_AND_LINK", "rule", {}, { field: "externalUrl" });
}

export const isTutorialComingSoon = (entry: { hasVideo: boolean; externalUrl: string | null }) =>
  !entry.hasVideo && entry.externalUrl === null;

const vttText = (text: string) =>
  text
    .replace(/-->/g, "→")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join("\n");

/**
 * The caption track of an uploaded video (WebVTT): one cue over the whole video with the entry's
 * title and description, the text alternative a person who cannot hear the video is offered in the
 * player (off until chosen). Escaped so that no text ends the cue or reads as markup.
 */
export function tutorialCaptionsVtt(entry: { title: string; description: string | null }): string {
  const text = vttText([entry.title, entry.description ?? ""].join("\n"));
  return `WEBVTT\n\n1\n00:00:00.000 --> 99:59:59.000\n${text}\n`;
}

/** Only super admins add, edit, order and remove tutorials; everyone signed in watches them. */
export const canEditTutorials = (user: { isSuperAdmin: boolean }) => ROLES.superAdmin(user);

export function assertCanEditTutorials(user: { isSuperAdmin: boolean }): void {
  if (!canEditTutorials(user)) throw domainError("TUTORIAL_FORBIDDEN", "forbidden");
}

export interface OrderedTutorial {
  id: number;
  position: number;
}

/** Entries of one category in display order: by position, the older first when two share one. */
export function sortTutorials<T extends OrderedTutorial>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.position - b.position || a.id - b.id);
}

/** The position of an entry added to a category (or moved into it): after the last one. */
export function nextTutorialPosition(positions: readonly number[]): number {
  return positions.reduce((max, position) => Math.max(max, position), 0) + 1;
}

export type TutorialMoveDirection = "up" | "down";

/**
 * Moves an entry one step within its category: the category is renumbered 1…n in its new order and
 * the entries whose position changes are returned. Already first (up) or last (down): nothing changes.
 */
export function moveTutorial(
  entries: readonly OrderedTutorial[],
  id: number,
  direction: TutorialMoveDirection,
): OrderedTutorial[] {
  const ordered = sortTutorials(entries);
  const from = ordered.findIndex((entry) => entry.id === id);
  if (from < 0) throw domainError("TUTORIAL_NOT_FOUND", "notFound");
  const to = direction === "up" ? from - 1 : from + 1;
  const moved = ordered[from];
  const neighbour = ordered[to];
  if (!moved || !neighbour) return [];
  ordered[to] = moved;
  ordered[from] = neighbour;
  return ordered
    .map((entry, index) => ({ id: entry.id, position: index + 1, before: entry.position }))
    .filter((entry) => entry.position !== entry.before)
    .map(({ id: entryId, position }) => ({ id: entryId, position }));
}

export interface TutorialGroup<T> {
  name: string;
  entries: T[];
}

/**
 * The 'Aide' page: one heading per category, categories in the order they were opened (the one
 * holding the oldest entry first, so 'Premiers pas' written first stays first), entries in their order.
 */
export function groupTutorials<T extends OrderedTutorial & { category: string }>(
  entries: readonly T[],
): TutorialGroup<T>[] {
  const byCategory = new Map<string, T[]>();
  for (const entry of entries) {
    const group = byCategory.get(entry.category);
    if (group) group.push(entry);
    else byCategory.set(entry.category, [entry]);
  }
  const oldest = (group: readonly T[]) => Math.min(...group.map((entry) => entry.id));
  return [...byCategory.entries()]
    .sort(([, a], [, b]) => oldest(a) - oldest(b))
    .map(([name, group]) => ({ name, entries: sortTutorials(group) }));
}

/** What the screen may offer on one entry, from the user and the entry's place in its category. */
export function tutorialEntryFlags(user: { isSuperAdmin: boolean }, index: number, count: number) {
  const canEdit = canEditTutorials(user);
  return { canMoveUp: canEdit && index > 0, canMoveDown: canEdit && index < count - 1 };
}
