import { domainError } from "../messages";
import { addDays, parseDate } from "../shared/calendar-dates";
import { parisLocalDateTimeToInstant, toParisDate } from "../shared/paris-time";
import { truncateToMinute } from "./lead-rules";

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;
const WITH_OFFSET = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A callback date as a client sends it: a Paris wall-clock 'YYYY-MM-DDTHH:mm' (datetime-local), or
 * an ISO instant with its offset. Returns the instant (ISO, UTC) to the minute, or the spec's
 * warning 'Date de rappel invalide'.
 */
export function parseCallbackAt(value: unknown): string {
  const invalid = domainError("CALLBACK_DATE_INVALID", "invalid");
  if (typeof value !== "string") throw invalid;
  const text = value.trim();
  try {
    if (WALL_CLOCK.test(text)) {
      return new Date(truncateToMinute(Date.parse(parisLocalDateTimeToInstant(text)))).toISOString();
    }
    const match = WITH_OFFSET.exec(text);
    if (match?.[1]) {
      parseDate(match[1]);
      const epochMs = Date.parse(text);
      if (!Number.isNaN(epochMs)) return new Date(truncateToMinute(epochMs)).toISOString();
    }
  } catch {
    throw invalid;
  }
  throw invalid;
}

/**
 * 'Rappel auj.': callbacks due before the end of today in Paris, overdue ones included (a callback
 * from yesterday that nobody made is still to make today). Returns the exclusive upper bound.
 */
export function callbackTodayEnd(now: Date | string): string {
  const tomorrow = addDays(toParisDate(now), 1);
  return parisLocalDateTimeToInstant(`${tomorrow}T00:00`);
}

/**
 * The callback card's colour at an instant: danger under 10 minutes away (or past), warning under 60.
 * The same thresholds as callbackAlert, counted on instants (no time-zone conversion: lists colour
 * 50 rows at a time).
 */
export function callbackAlertAt(callbackAt: Date | string, now: Date | string): "danger" | "warning" | null {
  const at = typeof callbackAt === "string" ? Date.parse(callbackAt) : callbackAt.getTime();
  const from = truncateToMinute(typeof now === "string" ? Date.parse(now) : now.getTime());
  const minutesLeft = (at - from) / 60_000;
  if (minutesLeft < 10) return "danger";
  if (minutesLeft < 60) return "warning";
  return null;
}
