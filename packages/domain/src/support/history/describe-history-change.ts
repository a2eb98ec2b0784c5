import { frenchDateWords } from "../../shared/french-dates";
import { formatEuros, formatHours, formatPercent } from "../../shared/french-format";
import { toParisLocalDateTime } from "../../shared/paris-time";
import type { RecordKind } from "../../shared/record-kinds";
import { type HistoryRefKind, type HistoryValueFormat, historyField } from "./history-fields";

/** Who a change is shown as when nobody made it (a job, a rule, a deleted account). */
export const HISTORY_SYSTEM_AUTHOR = "Système";
/** An empty value, before or after. */
export const HISTORY_EMPTY_VALUE = "—";
/** Longer texts (a brief, a comment) are cut to this many characters. */
export const HISTORY_TEXT_MAX = 120;

/** One row of the audit log as written: the field's wire name and its raw texts. */
export interface HistoryRow {
  field: string;
  fromValue: string | null;
  toValue: string | null;
  details?: unknown;
}

/** The names of the rows that values point at, by kind of row and id (loaded by the caller). */
export type HistoryNames = Partial<Record<HistoryRefKind, ReadonlyMap<number, string>>>;

export interface HistoryChange {
  /** The field as the screen names it ('Statut'); 'Ligne' for a line. */
  label: string;
  from: string;
  to: string;
  /** The whole change in one French sentence: 'Statut : Brouillon → Accepté'. */
  text: string;
}

const LINE_ACTIONS = {
  added: "Ligne ajoutée",
  changed: "Ligne modifiée",
  removed: "Ligne supprimée",
} as const;

type LineAction = keyof typeof LINE_ACTIONS;

interface LineDetails {
  action: LineAction;
  lineId?: unknown;
  label?: unknown;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** Plain text of a value: tags of rich text dropped, spaces folded, cut at HISTORY_TEXT_MAX. */
function plainText(value: string): string {
  const text = /<[a-z!/]/i.test(value)
    ? value
        .replace(/<[^>]*>/g, " ")
        .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    : value;
  const folded = text.replace(/[ \t\r\n\f\v]+/g, " ").trim();
  return folded.length > HISTORY_TEXT_MAX ? `${folded.slice(0, HISTORY_TEXT_MAX - 1).trimEnd()}…` : folded;
}

const idsIn = (value: string) => (value.match(/\d+/g) ?? []).map(Number).filter(Number.isSafeInteger);

function nameOf(names: HistoryNames, kind: HistoryRefKind, id: number): string {
  return names[kind]?.get(id) ?? `n° ${id}`;
}

/** '2026-03-12' → '12 mars 2026'; an instant → '12 mars 2026 à 14 h 32' on a Paris clock. */
function dateWords(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return frenchDateWords(value);
  const [day = "", time = ""] = toParisLocalDateTime(value).split("T");
  const [hours, minutes] = time.split(":");
  return `${frenchDateWords(day)} à ${hours} h ${minutes}`;
}

function sharesText(value: string, names: HistoryNames): string {
  const parts: unknown = JSON.parse(value);
  if (!Array.isArray(parts)) return plainText(value);
  return parts
    .map((part: { companyId?: unknown; pct?: unknown }) => {
      const who = typeof part.companyId === "number" ? nameOf(names, "triangleCompany", part.companyId) : "?";
      return `${who} ${formatPercent(Number(part.pct))}`;
    })
    .join(", ");
}

function formatKnown(value: string, format: HistoryValueFormat, names: HistoryNames): string {
  if (typeof format === "object") {
    if ("labels" in format) return format.labels[value] ?? plainText(value);
    const ids = idsIn(value);
    if (ids.length === 0) return /^[\s[\],]*$/.test(value) ? "" : plainText(value);
    return (format.many ? ids : ids.slice(0, 1)).map((id) => nameOf(names, format.ref, id)).join(", ");
  }
  switch (format) {
    case "money":
      return /^-?\d+$/.test(value) ? formatEuros(Number(value)) : plainText(value);
    case "date":
    case "instant":
      return dateWords(value);
    case "boolean":
      if (value === "true" || value === "1") return "oui";
      if (value === "false" || value === "0") return "non";
      return plainText(value);
    case "percent":
      return formatPercent(Number(value));
    case "hours":
      return formatHours(Number(value));
    case "secret":
      return "••••••";
    case "shares":
      return sharesText(value, names);
    case "text":
      return plainText(value);
  }
}

/**
 * A raw audit value as a French reader reads it. A value that does not fit its field's format (an old
 * row, a hand edit) is shown as written rather than hidden.
 */
export function formatHistoryValue(
  value: string | null,
  format: HistoryValueFormat = "text",
  names: HistoryNames = {},
): string {
  if (value === null || value.trim() === "") return HISTORY_EMPTY_VALUE;
  try {
    const text = formatKnown(value, format, names);
    return text === "" ? HISTORY_EMPTY_VALUE : text;
  } catch {
    return plainText(value);
  }
}

function lineDetails(details: unknown): LineDetails | null {
  if (typeof details !== "object" || details === null || !("action" in details)) return null;
  const { action } = details as { action: unknown };
  return typeof action === "string" && Object.hasOwn(LINE_ACTIONS, action) ? (details as LineDetails) : null;
}

/** 'Ligne ajoutée : Location salle (2 × 150,00 €)', 'Ligne modifiée : … (1 × … → 2 × …)'. */
function describeLine(row: HistoryRow, line: LineDetails): HistoryChange {
  const from = formatHistoryValue(row.fromValue);
  const to = formatHistoryValue(row.toValue);
  const name =
    typeof line.label === "string" && line.label.trim() !== ""
      ? plainText(line.label)
      : `n° ${typeof line.lineId === "number" ? line.lineId : "?"}`;
  const shown = { added: [to], removed: [from], changed: [from, to] }[line.action].filter(
    (value) => value !== HISTORY_EMPTY_VALUE,
  );
  const facts =
    line.action === "changed" && shown.length > 0
      ? ` (${from} → ${to})`
      : shown.length > 0
        ? ` (${shown[0]})`
        : "";
  return { label: "Ligne", from, to, text: `${LINE_ACTIONS[line.action]} : ${name}${facts}` };
}

/** One audit row of a record of `kind`, in French: the field's label, both values, and the sentence. */
export function describeHistoryChange(
  kind: RecordKind,
  row: HistoryRow,
  names: HistoryNames = {},
): HistoryChange {
  const line = row.field === "line" ? lineDetails(row.details) : null;
  if (line) return describeLine(row, line);
  const { label, format, event } = historyField(kind, row.field);
  const from = formatHistoryValue(row.fromValue, format, names);
  const to = formatHistoryValue(row.toValue, format, names);
  return { label, from, to, text: event ? `${label} : ${to}` : `${label} : ${from} → ${to}` };
}

/** The ids each kind of row must be named for, so the caller loads all the names in a few queries. */
export function historyRefIds(
  kind: RecordKind,
  rows: readonly HistoryRow[],
): Map<HistoryRefKind, Set<number>> {
  const wanted = new Map<HistoryRefKind, Set<number>>();
  const want = (refKind: HistoryRefKind, ids: number[]) => {
    const set = wanted.get(refKind) ?? new Set<number>();
    for (const id of ids) set.add(id);
    wanted.set(refKind, set);
  };
  for (const row of rows) {
    const { format } = historyField(kind, row.field);
    const values = [row.fromValue, row.toValue].filter((value): value is string => value !== null);
    if (typeof format === "object" && "ref" in format) {
      for (const value of values) want(format.ref, format.many ? idsIn(value) : idsIn(value).slice(0, 1));
    } else if (format === "shares") {
      for (const value of values) want("triangleCompany", sharedCompanyIds(value));
    }
  }
  return wanted;
}

function sharedCompanyIds(value: string): number[] {
  try {
    const parts: unknown = JSON.parse(value);
    return Array.isArray(parts)
      ? parts.flatMap((part: { companyId?: unknown }) =>
          typeof part.companyId === "number" ? [part.companyId] : [],
        )
      : [];
  } catch {
    return [];
  }
}
