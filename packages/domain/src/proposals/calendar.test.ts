import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recommendationDeliveryRange } from "../sales/recommendations";
import { addDays } from "../shared/calendar-dates";
import {
  eventDaysInWindow,
  eventTouchesWindow,
  eventWindow,
  readEventMoment,
  validateCalendarEvent,
} from "./calendar";

const messageOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return (error as Error).message;
  }
  return "no error";
};

describe("reading a calendar date", () => {
  it("reads a bare day as midnight in Paris, winter and summer", () => {
    // Paris is UTC+1 in December and UTC+2 in July.
    expect(validateCalendarEvent({ startAt: "2026-12-03", endAt: "2026-12-04" })).toEqual({
      startAt: "2026-12-02T23:00:00.000Z",
      endAt: "2026-12-03T23:00:00.000Z",
      location: "",
    });
    expect(validateCalendarEvent({ startAt: "2026-07-14", endAt: "2026-07-14" }).startAt).toBe(
      "2026-07-13T22:00:00.000Z",
    );
  });

  it("keeps a wall-clock time and an instant with its offset", () => {
    expect(readEventMoment("2026-12-03T09:30", "startAt")).toBe("2026-12-03T09:30");
    expect(readEventMoment("2026-12-03T08:30:00Z", "startAt")).toBe("2026-12-03T09:30");
  });

  it("asks for both dates with the spec's sentences", () => {
    expect(messageOf(() => validateCalendarEvent({ endAt: "2026-12-03" }))).toBe(
      "Vous devez saisir une date de début",
    );
    expect(messageOf(() => validateCalendarEvent({ startAt: "2026-12-03", endAt: "  " }))).toBe(
      "Vous devez saisir une date de fin",
    );
  });

  it("refuses an impossible date, an end before the start and a long location", () => {
    expect(messageOf(() => readEventMoment("2026-02-30", "startAt"))).toBe(
      "La date « 30/02/2026 » n'est pas valide",
    );
    expect(messageOf(() => validateCalendarEvent({ startAt: "2026-12-03", endAt: "2026-12-02" }))).toBe(
      "La date de fin ne peut pas être antérieure à la date de début",
    );
    expect(
      messageOf(() => validateCalendarEvent({ startAt: "2026-12-03T10:00", endAt: "2026-12-03T09:59" })),
    ).toBe("La date de fin ne peut pas être antérieure à la date de début");
    expect(
      messageOf(() =>
        validateCalendarEvent({ startAt: "2026-12-03", endAt: "2026-12-03", location: "x".repeat(256) }),
      ),
    ).toBe("Le lieu ne peut pas dépasser 255 caractères");
  });
});

describe("the event calendar's window", () => {
  const now = new Date("2026-11-25T23:30:00Z"); // already 26 November in Paris (00:30)

  it("starts today in Paris and lasts 7 days by default", () => {
    expect(eventWindow(undefined, undefined, now)).toEqual({
      firstDay: "2026-11-26",
      lastDay: "2026-12-02",
      startsAt: "2026-11-25T23:00:00.000Z",
      endsBefore: "2026-12-02T23:00:00.000Z",
    });
  });

  it("refuses 0 or 366 days and a date that is not a day", () => {
    const range = "Le nombre de jours doit être compris entre 1 et 365";
    expect(messageOf(() => eventWindow("2026-11-26", 366, now))).toBe(range);
    expect(messageOf(() => eventWindow("2026-11-26", 0, now))).toBe(range);
    expect(eventWindow("2026-01-01", 365, now).lastDay).toBe("2026-12-31");
    expect(messageOf(() => eventWindow("26/11/2026", 7, now))).toBe(
      "La date de début « 26/11/2026 » n'est pas valide",
    );
  });

  it("takes an event touching its first or last day, not one ending the day before", () => {
    const window = eventWindow("2026-12-01", 3, now); // 1, 2 and 3 December
    const day = (date: string) => validateCalendarEvent({ startAt: date, endAt: date });
    expect(eventTouchesWindow(day("2026-11-30"), window)).toBe(false);
    expect(eventTouchesWindow(day("2026-12-01"), window)).toBe(true);
    expect(eventTouchesWindow(day("2026-12-03"), window)).toBe(true);
    expect(eventTouchesWindow(day("2026-12-04"), window)).toBe(false);
    const long = validateCalendarEvent({ startAt: "2026-11-20", endAt: "2026-12-02T18:00" });
    expect(eventDaysInWindow(long, window)).toEqual(["2026-12-01", "2026-12-02"]);
  });

  it("an event shows on a window's day exactly when that day lies between its start and end days", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 20 }),
        (startOffset, length, windowOffset, days) => {
          const base = "2026-10-01"; // spans the end of summer time (25 October)
          const start = addDays(base, startOffset);
          const end = addDays(start, length);
          const event = validateCalendarEvent({ startAt: start, endAt: end });
          const window = eventWindow(addDays(base, windowOffset), days, now);
          const expected: string[] = [];
          for (let day = window.firstDay; day <= window.lastDay; day = addDays(day, 1)) {
            if (day >= start && day <= end) expected.push(day);
          }
          expect(eventDaysInWindow(event, window)).toEqual(expected);
          expect(eventTouchesWindow(event, window)).toBe(expected.length > 0);
        },
      ),
    );
  });
});

describe("delivery dates", () => {
  it("are the first start day and the last end day, none without events", () => {
    const events = [
      validateCalendarEvent({ startAt: "2026-12-10", endAt: "2026-12-11" }),
      validateCalendarEvent({ startAt: "2026-12-03", endAt: "2026-12-03T18:00" }),
    ];
    expect(recommendationDeliveryRange(events)).toEqual({
      deliveryDate: "2026-12-03",
      deliveryDateEnd: "2026-12-11",
    });
    expect(recommendationDeliveryRange([])).toEqual({ deliveryDate: null, deliveryDateEnd: null });
  });
});
