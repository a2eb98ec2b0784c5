import { toParisLocalDateTime } from "@tronc/domain";
import type { RouterOutputs } from "../../../lib/trpc";

/** A leave as the API lists it (instants in ISO 8601 with the Paris offset). */
export type DayOff = RouterOutputs["dayOff"]["list"][number];

/** A leave with its dates as Paris wall clocks (whatever the browser's time zone) and its owner's id, the shape the domain rules read. */
export function toLeaveView(leave: DayOff) {
  return {
    ...leave,
    ownerId: leave.owner?.id ?? null,
    ownerFullname: leave.owner?.fullname ?? null,
    startIso: leave.startAt,
    endIso: leave.endAt,
    startAt: toParisLocalDateTime(leave.startAt),
    endAt: toParisLocalDateTime(leave.endAt),
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
