import { domainError } from "../messages";
import { addDays, assertDate, compareLocalDateTimes, eachDay } from "../shared/calendar-dates";
import { isDomainError } from "../shared/errors";
import { parisLocalDateTimeToInstant, readParisLocalDateTime, toParisDate } from "../shared/paris-time";

/**
 * The delivery calendar's events are days (the spec shows them Y-M-D), stored as instants: a bare
 * 'YYYY-MM-DD' is that day at 00:00 Paris time; a wall clock 'YYYY-MM-DDTHH:mm' (Paris) or an ISO
 * instant with its offset keeps its time. An event covers every Paris day from its start's to its end's.
 */
export const EVENT_LOCATION_MAX = 255;
export const EVENT_SEARCH_DEFAULT_DAYS = 7;
export const EVENT_SEARCH_MAX_DAYS = 365;

export const EVENT_SEARCH_STATES = ["RECO_STATE_DRAFT", "RECO_STATE_SEND", "RECO_STATE_ACCEPTED"] as const;
export type EventSearchState = (typeof EVENT_SEARCH_STATES)[number];
export const EVENT_SEARCH_DEFAULT_STATE: EventSearchState = "RECO_STATE_ACCEPTED";

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

type Moment = "startAt" | "endAt";

/** A start or an end as typed or sent, as a Paris wall clock 'YYYY-MM-DDTHH:mm'. */
export function readEventMoment(value: string | null | undefined, field: Moment): string {
  const text = value?.trim() ?? "";
  if (!text)
    throw domainError(
      field === "startAt" ? "EVENT_START_REQUIRED" : "EVENT_END_REQUIRED",
      "invalid",
      {},
      { field },
    );
  const invalid = () => domainError("EVENT_DATE_INVALID", "invalid", { value: text }, { field });
  try {
    return DAY_ONLY.test(text) ? `${assertDate(text)}T00:00` : readParisLocalDateTime(text);
  } catch (error) {
    if (isDomainError(error)) throw invalid();
    throw error;
  }
}

export interface CalendarEventInput {
  startAt?: string | null | undefined;
  endAt?: string | null | undefined;
  location?: string | null | undefined;
}

export interface CalendarEventFields {
  /** Instants, ISO UTC. */
  startAt: string;
  endAt: string;
  location: string;
}

/** Both dates required, the end not before the start, the location at most 255 characters. */
export function validateCalendarEvent(input: CalendarEventInput): CalendarEventFields {
  const start = readEventMoment(input.startAt, "startAt");
  const end = readEventMoment(input.endAt, "endAt");
  if (compareLocalDateTimes(end, start) < 0) {
    throw domainError("EVENT_END_BEFORE_START", "invalid", {}, { field: "endAt" });
  }
  const location = input.location?.trim() ?? "";
  if (location.length > EVENT_LOCATION_MAX) {
    throw domainError("EVENT_LOCATION_TOO_LONG", "invalid", {}, { field: "location" });
  }
  return {
    startAt: parisLocalDateTimeToInstant(start),
    endAt: parisLocalDateTimeToInstant(end),
    location,
  };
}

export interface EventWindow {
  /** Paris days, both included. */
  firstDay: string;
  lastDay: string;
  /** Instants: the first day's midnight, and the midnight after the last day. */
  startsAt: string;
  endsBefore: string;
}

/** The event calendar's days: from `date` (today in Paris by default), `days` days (7 by default, 1–365). */
export function eventWindow(
  date: string | null | undefined,
  days: number | null | undefined,
  now: Date | string,
): EventWindow {
  const count = days ?? EVENT_SEARCH_DEFAULT_DAYS;
  if (!Number.isInteger(count) || count < 1 || count > EVENT_SEARCH_MAX_DAYS) {
    throw domainError("EVENT_SEARCH_DAYS_RANGE", "invalid", {}, { field: "days" });
  }
  const text = date?.trim() || toParisDate(now);
  let firstDay: string;
  try {
    if (!DAY_ONLY.test(text)) throw new Error("not a day");
    firstDay = assertDate(text);
  } catch {
    throw domainError("EVENT_SEARCH_DATE_INVALID", "invalid", { value: text }, { field: "date" });
  }
  const lastDay = addDays(firstDay, count - 1);
  return {
    firstDay,
    lastDay,
    startsAt: parisLocalDateTimeToInstant(`${firstDay}T00:00`),
    endsBefore: parisLocalDateTimeToInstant(`${addDays(lastDay, 1)}T00:00`),
  };
}

interface Timed {
  startAt: string | Date;
  endAt: string | Date;
}

const epoch = (value: string | Date) => (typeof value === "string" ? Date.parse(value) : value.getTime());

/** Whether an event covers at least one day of the window (what the search's SQL asks too). */
export function eventTouchesWindow(event: Timed, window: EventWindow): boolean {
  return epoch(event.startAt) < epoch(window.endsBefore) && epoch(event.endAt) >= epoch(window.startsAt);
}

/** The days of the window an event covers, in order (where the screen shows its card). */
export function eventDaysInWindow(event: Timed, window: EventWindow): string[] {
  if (!eventTouchesWindow(event, window)) return [];
  const first = toParisDate(new Date(epoch(event.startAt)));
  const last = toParisDate(new Date(epoch(event.endAt)));
  const [from] = [first, window.firstDay].sort().reverse();
  const [to] = [last, window.lastDay].sort();
  return eachDay(from ?? first, to ?? last);
}
