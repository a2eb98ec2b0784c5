// Dates only: amounts are formatted by packages/domain (formatEuros), the same code as the server's.
// Every date and time a person reads is Paris time, whatever the browser's time zone: a calendar day
// ('2027-04-16') is written as is, never through a Date at the browser's midnight; an instant is read
// on a Paris clock by the domain's helpers.
import {
  type FrenchWordsOptions,
  frenchDateLabel,
  frenchDateWords,
  toParisLocalDateTime,
} from "@tronc/domain";

type DateLike = Date | string | null | undefined;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A wall clock without an offset ('2027-04-16T08:00'): already Paris time. */
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** The Paris wall clock 'YYYY-MM-DDTHH:mm' of a value, or null when missing or unreadable. */
function parisWallClock(value: DateLike): string | null {
  if (value === null || value === undefined || value === "") return null;
  try {
    if (typeof value === "string") {
      if (CALENDAR_DAY.test(value)) return `${value}T00:00`;
      const wall = WALL_CLOCK.exec(value);
      if (wall) return `${wall[1]}T${wall[2]}`;
    }
    return toParisLocalDateTime(value);
  } catch {
    return null;
  }
}

function safely(value: DateLike, write: (wallClock: string) => string): string {
  const wallClock = parisWallClock(value);
  if (wallClock === null) return "";
  try {
    return write(wallClock);
  } catch {
    return "";
  }
}

/** '2025-03-07' or an instant → '07/03/2025' (the Paris day); empty for a missing or invalid date. */
export function formatDate(value: DateLike): string {
  return safely(value, (wallClock) => frenchDateLabel(wallClock.slice(0, 10)));
}

/** An instant → '07/03/2025 14:30' on a Paris clock. */
export function formatDateTime(value: DateLike): string {
  return safely(value, (wallClock) => `${frenchDateLabel(wallClock.slice(0, 10))} ${wallClock.slice(11)}`);
}

/** An instant → '14:30' on a Paris clock. */
export function formatTime(value: DateLike): string {
  return safely(value, (wallClock) => wallClock.slice(11));
}

/** '7 mars 2025'; with options 'vendredi 7 mars 2025', 'ven. 7 mars'. */
export function formatLongDate(value: DateLike, options: FrenchWordsOptions = {}): string {
  return safely(value, (wallClock) => frenchDateWords(wallClock.slice(0, 10), options));
}

/** 'du 16/04/2027 …' → 'Du 16/04/2027 …' (a label starting a line). */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
