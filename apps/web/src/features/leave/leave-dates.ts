import type { RouterOutputs } from "../../lib/trpc";

/** A leave as the API lists it (instants in ISO 8601 with the Paris offset). */
export type DayOff = RouterOutputs["dayOff"]["list"][number];

/** Leaves are typed and shown in Paris time, whatever the browser's time zone. */
const parisClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant → its Paris wall clock 'YYYY-MM-DDTHH:mm', the value of a datetime-local field. */
export function parisWallClock(instant: string | Date): string {
  const parts: Record<string, string> = {};
  for (const part of parisClock.formatToParts(new Date(instant))) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Today in Paris, 'YYYY-MM-DD'. */
export function parisToday(now: Date = new Date()): string {
  return parisWallClock(now).slice(0, 10);
}

/** A leave with its dates as Paris wall clocks and its owner's id, the shape the domain rules read. */
export function toLeaveView(leave: DayOff) {
  return {
    ...leave,
    ownerId: leave.owner?.id ?? null,
    ownerFullname: leave.owner?.fullname ?? null,
    startIso: leave.startAt,
    endIso: leave.endAt,
    startAt: parisWallClock(leave.startAt),
    endAt: parisWallClock(leave.endAt),
  };
}
export type LeaveView = ReturnType<typeof toLeaveView>;

const dayMonth = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
});

/** 'lundi 23 novembre à 08:00' for tooltips. */
export function describeInstant(instant: string): string {
  return dayMonth.format(new Date(instant));
}

const halfDays = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

/** '1 jour ouvré', '2,5 jours ouvrés'. */
export function workingDaysLabel(days: number): string {
  return `${halfDays.format(days)} ${days >= 2 ? "jours ouvrés" : "jour ouvré"}`;
}
