import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DomainError } from "./errors";
import {
  parisDateTimeLabel,
  parisLocalDateTimeToInstant,
  parisOffsetMinutes,
  readParisLocalDateTime,
  toParisDate,
  toParisIsoDateTime,
  toParisLocalDateTime,
} from "./paris-time";

describe("Europe/Paris wall clock", () => {
  it("reads an instant as Paris time, winter and summer", () => {
    expect(toParisLocalDateTime("2026-01-15T07:00:00Z")).toBe("2026-01-15T08:00");
    expect(toParisLocalDateTime(new Date("2026-07-15T06:00:00Z"))).toBe("2026-07-15T08:00");
    expect(toParisDate("2026-12-31T23:30:00Z")).toBe("2027-01-01");
    expect(toParisDate(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(() => toParisDate("n'importe quoi")).toThrow(DomainError);
  });

  it("turns a Paris time into an instant, around the clock changes", () => {
    expect(parisLocalDateTimeToInstant("2026-01-15T08:00")).toBe("2026-01-15T07:00:00.000Z");
    expect(parisLocalDateTimeToInstant("2026-07-15T18:00")).toBe("2026-07-15T16:00:00.000Z");
    expect(parisLocalDateTimeToInstant("2026-11-23T08:00")).toBe("2026-11-23T07:00:00.000Z");
    expect(parisLocalDateTimeToInstant("2026-07-13T08:00")).toBe("2026-07-13T06:00:00.000Z");
    // 29 March 2026, 02:30 does not exist in Paris: moved to 03:30 summer time
    expect(parisLocalDateTimeToInstant("2026-03-29T02:30")).toBe("2026-03-29T01:30:00.000Z");
    // 25 October 2026, 02:30 happens twice: the first one, summer time
    expect(parisLocalDateTimeToInstant("2026-10-25T02:30")).toBe("2026-10-25T00:30:00.000Z");
  });

  it("round-trips every hour around both changes of 2026", () => {
    for (const day of ["2026-03-28", "2026-03-29", "2026-10-24", "2026-10-25"]) {
      for (let hour = 0; hour < 24; hour += 1) {
        if (day === "2026-03-29" && hour === 2) continue; // 02:00-03:00 does not exist that night
        const local = `${day}T${String(hour).padStart(2, "0")}:30`;
        expect(toParisLocalDateTime(parisLocalDateTimeToInstant(local))).toBe(local);
      }
    }
    expect(toParisLocalDateTime(parisLocalDateTimeToInstant("2026-03-29T02:30"))).toBe("2026-03-29T03:30");
  });
});

describe("a Paris date-time label for people", () => {
  it("shows the Paris clock, +1 hour in winter and +2 hours in summer", () => {
    // 13:05 UTC is 14:05 in Paris in January (+01:00) and 15:05 in July (+02:00).
    expect(parisDateTimeLabel("2026-01-15T13:05:00Z")).toBe("15/01/2026 14:05");
    expect(parisDateTimeLabel(new Date("2026-07-15T13:05:00Z"))).toBe("15/07/2026 15:05");
    expect(parisDateTimeLabel("2026-01-15T13:05:00Z", { at: true })).toBe("15/01/2026 à 14:05");
    expect(parisDateTimeLabel("2026-07-15T13:05:00Z", { at: true })).toBe("15/07/2026 à 15:05");
  });

  it("moves to the next Paris day late in the evening, and refuses what is not an instant", () => {
    // 23:30 UTC on 31 December is 00:30 on 1 January in Paris.
    expect(parisDateTimeLabel("2026-12-31T23:30:00Z")).toBe("01/01/2027 00:30");
    expect(() => parisDateTimeLabel("demain")).toThrow(DomainError);
  });
});

describe("ISO 8601 with the Paris offset", () => {
  it("uses +01:00 in winter and +02:00 in summer", () => {
    expect(toParisIsoDateTime(new Date("2026-11-23T07:00:00Z"))).toBe("2026-11-23T08:00:00+01:00");
    expect(toParisIsoDateTime("2026-07-13T06:00:00Z")).toBe("2026-07-13T08:00:00+02:00");
    expect(toParisIsoDateTime("2026-07-13T06:00:09.999Z")).toBe("2026-07-13T08:00:09+02:00");
    expect(parisOffsetMinutes("2026-01-15T12:00:00Z")).toBe(60);
    expect(parisOffsetMinutes(new Date("2026-07-15T12:00:00Z"))).toBe(120);
    expect(() => toParisIsoDateTime("demain")).toThrow(DomainError);
  });

  it("switches offset at the exact instant of the spring change, 29 March 2026", () => {
    // 02:00 winter time (01:00 UTC) becomes 03:00 summer time
    expect(toParisIsoDateTime("2026-03-29T00:59:59Z")).toBe("2026-03-29T01:59:59+01:00");
    expect(toParisIsoDateTime("2026-03-29T01:00:00Z")).toBe("2026-03-29T03:00:00+02:00");
    expect(toParisIsoDateTime("2026-03-29T06:00:00Z")).toBe("2026-03-29T08:00:00+02:00");
    expect(toParisIsoDateTime(parisLocalDateTimeToInstant("2026-03-29T02:30"))).toBe(
      "2026-03-29T03:30:00+02:00",
    );
  });

  it("shows both 02:30 of the autumn change, 25 October 2026, with their own offset", () => {
    // 03:00 summer time (01:00 UTC) goes back to 02:00 winter time
    expect(toParisIsoDateTime("2026-10-25T00:30:00Z")).toBe("2026-10-25T02:30:00+02:00");
    expect(toParisIsoDateTime("2026-10-25T01:30:00Z")).toBe("2026-10-25T02:30:00+01:00");
    expect(toParisIsoDateTime("2026-10-25T07:00:00Z")).toBe("2026-10-25T08:00:00+01:00");
    expect(toParisIsoDateTime(parisLocalDateTimeToInstant("2026-10-25T02:30"))).toBe(
      "2026-10-25T02:30:00+02:00",
    );
  });
});

describe("a date-time typed by a client", () => {
  it("reads wall clocks as Paris time and ISO instants with an offset as their Paris wall clock", () => {
    expect(readParisLocalDateTime(" 2026-11-23 08:00 ")).toBe("2026-11-23T08:00");
    expect(readParisLocalDateTime("2026-11-23T07:00:00.000Z")).toBe("2026-11-23T08:00");
    expect(readParisLocalDateTime("2026-07-13T08:00:00+0200")).toBe("2026-07-13T08:00");
    expect(readParisLocalDateTime("2026-10-25T01:30:00Z")).toBe("2026-10-25T02:30");
  });

  it("refuses what is not a date with the expected format", () => {
    expect(() => readParisLocalDateTime("2026-02-29T08:00")).toThrow("ne sont pas valides");
    expect(() => readParisLocalDateTime("2026-02-30T08:00:00Z")).toThrow("ne sont pas valides");
    expect(() => readParisLocalDateTime("demain")).toThrow(
      "La date et l'heure « demain » ne sont pas valides",
    );
    expect(() => readParisLocalDateTime("demain")).toThrow(
      expect.objectContaining({ code: "INVALID_TYPED_DATE_TIME", kind: "invalid" }),
    );
  });
});

describe("Paris wall clock read from the hour's offset", () => {
  it("gives, second by second around both 2026 changes, what a Paris clock shows", () => {
    // Spring: 01:00 UTC on 29 March, 02:00 in Paris becomes 03:00. Autumn: 01:00 UTC on 25 October,
    // 03:00 in Paris becomes 02:00 again.
    expect(toParisIsoDateTime("2026-03-29T00:59:59Z")).toBe("2026-03-29T01:59:59+01:00");
    expect(toParisIsoDateTime("2026-03-29T01:00:00Z")).toBe("2026-03-29T03:00:00+02:00");
    expect(toParisIsoDateTime("2026-10-25T00:59:59Z")).toBe("2026-10-25T02:59:59+02:00");
    expect(toParisIsoDateTime("2026-10-25T01:00:00Z")).toBe("2026-10-25T02:00:00+01:00");
    // New Year's Eve in UTC is already the first of January in Paris.
    expect(toParisDate("2026-12-31T23:30:00Z")).toBe("2027-01-01");
  });

  it("agrees with the time-zone database (Intl) on any instant from 1900 to 2200", () => {
    const paris = new Intl.DateTimeFormat("sv-SE", {
      timeZone: "Europe/Paris",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) }), (epochMs) => {
        // sv-SE writes '2026-03-29 03:00:00': the ISO order.
        const expected = paris.format(epochMs).replace(" ", "T");
        expect(toParisIsoDateTime(new Date(epochMs)).slice(0, 19)).toBe(expected);
      }),
      { numRuns: 2_000 },
    );
  });
});
