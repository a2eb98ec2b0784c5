import { DomainError, normalizeLocalDateTime } from "@tronc/domain";

/**
 * Leave dates are typed as Paris wall-clock times ('2026-11-23T08:00' from a datetime-local field)
 * and stored as instants. The offset is read from the time-zone database through Intl, so summer
 * (+02:00) and winter (+01:00) time both come out right.
 */
export const PARIS = "Europe/Paris";

const partsFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: PARIS,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

interface WallClock {
  date: string;
  time: string;
}

function parisParts(instant: Date): WallClock {
  const parts: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

/** Minutes to add to UTC to get Paris time at that instant (60 in winter, 120 in summer). */
export function parisOffsetMinutes(instant: Date): number {
  const { date, time } = parisParts(instant);
  const asUtc = Date.parse(`${date}T${time}Z`);
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - wholeSeconds) / 60_000);
}

/** The instant of a Paris wall-clock 'YYYY-MM-DDTHH:mm'. A time skipped by the spring change comes out an hour later. */
export function fromParisWallClock(local: string): Date {
  const normalized = normalizeLocalDateTime(local);
  const asUtc = Date.parse(`${normalized}:00Z`);
  const firstGuess = asUtc - parisOffsetMinutes(new Date(asUtc)) * 60_000;
  return new Date(asUtc - parisOffsetMinutes(new Date(firstGuess)) * 60_000);
}

/** 'YYYY-MM-DDTHH:mm' in Paris. */
export function toParisWallClock(instant: Date): string {
  const { date, time } = parisParts(instant);
  return `${date}T${time.slice(0, 5)}`;
}

/** 'YYYY-MM-DD' in Paris. */
export function parisDate(instant: Date): string {
  return parisParts(instant).date;
}

/** ISO 8601 with the Paris offset: '2026-11-23T08:00:00+01:00'. */
export function toParisIso(instant: Date): string {
  const { date, time } = parisParts(instant);
  const offset = parisOffsetMinutes(instant);
  const sign = offset < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
  return `${date}T${time}${sign}${hours}:${minutes}`;
}

const WITH_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Reads a leave date from a client: a wall-clock time is Paris time; an ISO string with an offset or
 * 'Z' (older clients) is an instant, turned into its Paris wall clock. Anything else is refused.
 */
export function readLeaveDateTime(value: string): string {
  const trimmed = value.trim();
  const withOffset = WITH_OFFSET.test(trimmed);
  try {
    // Checks the calendar date itself first: Date would roll 30 February over into March.
    const local = normalizeLocalDateTime(withOffset ? trimmed.replace(WITH_OFFSET, "") : trimmed);
    if (!withOffset) return local;
  } catch {
    throw invalidDateTime(value);
  }
  const instant = new Date(trimmed);
  if (Number.isNaN(instant.getTime())) throw invalidDateTime(value);
  return toParisWallClock(instant);
}

function invalidDateTime(value: string): DomainError {
  return new DomainError(
    "INVALID_DATE_TIME",
    `La date et l'heure « ${value} » ne sont pas valides (format attendu : AAAA-MM-JJTHH:mm).`,
    "invalid",
  );
}
