import { formatLocalDateTime, parseLocalDateTime, toDayNumber } from "./calendar-dates";
import { domainError } from "./messages";

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

function parisParts(epochMs: number): { date: string; minutes: number; seconds: number } {
  const parts = Object.fromEntries(PARIS.formatToParts(epochMs).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    seconds: Number(parts.second),
  };
}

function toEpochMs(instant: string | Date): number {
  const epochMs = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(epochMs)) throw domainError("INVALID_DATE_TIME", "invalid", { value: String(instant) });
  return epochMs;
}

/** The Paris wall-clock 'YYYY-MM-DDTHH:mm' of an instant (what the API passes as "now" to the rules). */
export function toParisLocalDateTime(instant: string | Date): string {
  const { date, minutes } = parisParts(toEpochMs(instant));
  return formatLocalDateTime({ date, minutes });
}

/** The Paris calendar day of an instant ('today' for the rules). */
export function toParisDate(instant: string | Date): string {
  return parisParts(toEpochMs(instant)).date;
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
