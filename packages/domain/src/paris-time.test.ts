import { describe, expect, it } from "vitest";
import { DomainError } from "./errors";
import { parisLocalDateTimeToInstant, toParisDate, toParisLocalDateTime } from "./paris-time";

describe("Europe/Paris wall clock", () => {
  it("reads an instant as Paris time, winter and summer", () => {
    expect(toParisLocalDateTime("2026-01-15T07:00:00Z")).toBe("2026-01-15T08:00");
    expect(toParisLocalDateTime(new Date("2026-07-15T06:00:00Z"))).toBe("2026-07-15T08:00");
    expect(toParisDate("2026-12-31T23:30:00Z")).toBe("2027-01-01");
    expect(() => toParisDate("n'importe quoi")).toThrow(DomainError);
  });

  it("turns a Paris time into an instant, around the clock changes", () => {
    expect(parisLocalDateTimeToInstant("2026-01-15T08:00")).toBe("2026-01-15T07:00:00.000Z");
    expect(parisLocalDateTimeToInstant("2026-07-15T18:00")).toBe("2026-07-15T16:00:00.000Z");
    // 29 March 2026, 02:30 does not exist in Paris: moved to 03:30 summer time
    expect(parisLocalDateTimeToInstant("2026-03-29T02:30")).toBe("2026-03-29T01:30:00.000Z");
    // 25 October 2026, 02:30 happens twice: the first one, summer time
    expect(parisLocalDateTimeToInstant("2026-10-25T02:30")).toBe("2026-10-25T00:30:00.000Z");
  });
});
