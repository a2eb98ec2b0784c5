import { domainError } from "../messages";
import {
  formatLocalDateTime,
  normalizeLocalDateTime,
  parseLocalDateTime,
  toDayNumber,
} from "./calendar-dates";
import type { DomainError } from "./errors";

/**
 * Europe/Paris wall clock ⇄ instants. The offset is read from the time-zone database through Intl, so
 * winter (+01:00) and summer (+02:00) time both come out right. Every instant is an argument.
 */
const PARIS = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

interface ParisParts {
  date: string;
  minutes: number;
  seconds: number;
}

function partsFromIntl(epochMs: number): ParisParts {
  const parts = Object.fromEntries(PARIS.formatToParts(epochMs).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    seconds: Number(parts.second),
  };
}

const HOUR_MS = 3_600_000;
const YEAR_10000_MS = Date.UTC(10_000, 0, 1);
const YEAR_1000_MS = Date.UTC(1_000, 0, 1);

/**
 * Paris's offset from UTC (ms) at the start of each UTC hour, read once from Intl: Paris changes its
 * offset only on a UTC hour, so the offset of any instant is its hour's. Intl costs some 10 µs a call;
 * a list of 50 rows reads two instants each.
 */
const offsetByHour = new Map<number, number>();
const REMEMBERED_HOURS = 100_000;

function offsetMsAt(epochMs: number): number {
  const hour = Math.floor(epochMs / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const start = hour * HOUR_MS;
    const { date, minutes, seconds } = partsFromIntl(start);
    offset = ((toDayNumber(date) * 1440 + minutes) * 60 + seconds) * 1000 - start;
    if (offsetByHour.size >= REMEMBERED_HOURS) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

function parisParts(epochMs: number): ParisParts {
  // Years of four digits: Intl writes others its own way (no padding), kept as it writes them.
  if (epochMs < YEAR_1000_MS || epochMs >= YEAR_10000_MS) return partsFromIntl(epochMs);
  const wall = new Date(epochMs + offsetMsAt(epochMs));
  return {
    date: wall.toISOString().slice(0, 10),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
    seconds: wall.getUTCSeconds(),
  };
}

function toEpochMs(instant: string | Date): number {
  const epochMs = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(epochMs)) throw domainError("INVALID_DATE_TIME", "invalid", { value: String(instant) });
  return epochMs;
}

function offsetMinutes(epochMs: number, { date, minutes, seconds }: ParisParts): number {
  const wallSeconds = (toDayNumber(date) * 1440 + minutes) * 60 + seconds;
  return Math.round((wallSeconds - Math.floor(epochMs / 1000)) / 60);
}

/** The Paris wall-clock 'YYYY-MM-DDTHH:mm' of an instant (what the API passes as "now" to the rules). */
export function toParisLocalDateTime(instant: string | Date): string {
  const { date, minutes } = parisParts(toEpochMs(instant));
  return formatLocalDateTime({ date, minutes });
}

/**
 * An instant as read on a Paris clock, for people: '15/01/2026 14:05', or '15/01/2026 à 14:05' with
 * `at` (inside a sentence: 'signé le … à …').
 */
export function parisDateTimeLabel(instant: string | Date, { at = false }: { at?: boolean } = {}): string {
  const [date = "", time = ""] = toParisLocalDateTime(instant).split("T");
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}${at ? " à " : " "}${time}`;
}

/** The Paris calendar day of an instant ('today' for the rules). */
export function toParisDate(instant: string | Date): string {
  return parisParts(toEpochMs(instant)).date;
}

/** Minutes to add to UTC to read Paris time at an instant: 60 in winter, 120 in summer. */
export function parisOffsetMinutes(instant: string | Date): number {
  const epochMs = toEpochMs(instant);
  return offsetMinutes(epochMs, parisParts(epochMs));
}

/** ISO 8601 to the second with the Paris offset of that instant: '2026-11-23T08:00:00+01:00'. */
export function toParisIsoDateTime(instant: string | Date): string {
  const epochMs = toEpochMs(instant);
  const parts = parisParts(epochMs);
  const offset = offsetMinutes(epochMs, parts);
  const pad = (value: number) => String(value).padStart(2, "0");
  const sign = offset < 0 ? "-" : "+";
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${formatLocalDateTime(parts)}:${pad(parts.seconds)}${zone}`;
}

/**
 * The instant (ISO, UTC) of a Paris wall-clock time. A time skipped by the spring change is moved
 * forward by the gap; a time repeated in autumn takes its first (summer-time) occurrence.
 */
export function parisLocalDateTimeToInstant(local: string): string {
  const { date, minutes } = parseLocalDateTime(local);
  const wallMs = (toDayNumber(date) * 1440 + minutes) * 60_000;
  const candidates = [120, 60].map((offset) => wallMs - offset * 60_000);
  const match = candidates.find((epochMs) => {
    const parts = parisParts(epochMs);
    return parts.date === date && parts.minutes === minutes;
  });
  return new Date(match ?? wallMs - 60 * 60_000).toISOString();
}

const WITH_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Reads a date-time typed by a client as a Paris wall clock 'YYYY-MM-DDTHH:mm': a wall-clock time is
 * Paris time; an ISO string with an offset or 'Z' (older clients) is an instant, turned into its Paris
 * wall clock. Anything else is refused with the expected format.
 */
export function readParisLocalDateTime(value: string): string {
  const trimmed = value.trim();
  const withOffset = WITH_OFFSET.test(trimmed);
  try {
    // Checks the calendar date itself first: Date would roll 30 February over into March.
    const local = normalizeLocalDateTime(withOffset ? trimmed.replace(WITH_OFFSET, "") : trimmed);
    if (!withOffset) return local;
  } catch {
    throw invalidTypedDateTime(value);
  }
  const epochMs = Date.parse(trimmed);
  if (Number.isNaN(epochMs)) throw invalidTypedDateTime(value);
  return toParisLocalDateTime(new Date(epochMs));
}

function invalidTypedDateTime(value: string): DomainError {
  return domainError("INVALID_TYPED_DATE_TIME", "invalid", { value });
}
