import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  compareLocalDateTimes,
  daysBetween,
  eachDay,
  firstDayOfMonth,
  fromDayNumber,
  isoDayOfWeek,
  lastDayOfMonth,
  normalizeLocalDateTime,
  parseDate,
  parseLocalDateTime,
  toDayNumber,
} from "./calendar-dates";
import { DomainError } from "./errors";

describe("dates", () => {
  it("counts days from 1970-01-01", () => {
    expect(toDayNumber("1970-01-01")).toBe(0);
    expect(toDayNumber("2000-03-01")).toBe(11017);
    expect(fromDayNumber(-1)).toBe("1969-12-31");
  });

  it("agrees with the JavaScript UTC calendar", () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 2_900_000 }), (day) => {
        const iso = new Date(day * 86_400_000).toISOString().slice(0, 10);
        expect(fromDayNumber(day)).toBe(iso);
        expect(toDayNumber(iso)).toBe(day);
      }),
    );
  });

  it("does calendar arithmetic", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(daysBetween("2026-01-01", "2026-03-01")).toBe(59);
    expect(isoDayOfWeek("2026-05-01")).toBe(5); // a Friday
    expect(isoDayOfWeek("2026-05-03")).toBe(7);
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2026-11-15", 3)).toBe("2027-02-15");
    expect(addMonths("2026-01-15", -1)).toBe("2025-12-15");
    expect(firstDayOfMonth("2026-02-17")).toBe("2026-02-01");
    expect(lastDayOfMonth("1900-02-10")).toBe("1900-02-28");
    expect(lastDayOfMonth("2000-02-10")).toBe("2000-02-29");
    expect(eachDay("2026-02-27", "2026-03-01")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
  });

  it("refuses dates that do not exist", () => {
    for (const bad of [
      "2026-02-30",
      "2025-02-29",
      "2026-13-01",
      "2026-00-10",
      "2026-1-1",
      "hier",
      "2026-04-31",
    ]) {
      expect(() => parseDate(bad), bad).toThrow(DomainError);
    }
    expect(() => parseDate("2026-02-30")).toThrow("La date « 30/02/2026 » n'existe pas");
  });
});

describe("local date-times", () => {
  it("reads and normalises wall-clock times", () => {
    expect(parseLocalDateTime("2026-03-02T08:30")).toEqual({ date: "2026-03-02", minutes: 510 });
    expect(normalizeLocalDateTime("2026-03-02 18:00:00")).toBe("2026-03-02T18:00");
    expect(compareLocalDateTimes("2026-03-02T08:00", "2026-03-02T08:00:00")).toBe(0);
    expect(compareLocalDateTimes("2026-03-02T08:00", "2026-03-01T23:59")).toBe(1);
    expect(compareLocalDateTimes("2026-03-01T08:00", "2026-03-01T23:59")).toBe(-1);
  });

  it("refuses impossible times", () => {
    for (const bad of ["2026-03-02T24:00", "2026-03-02T10:60", "2026-02-30T10:00", "2026-03-02", ""]) {
      expect(() => parseLocalDateTime(bad), bad).toThrow(DomainError);
    }
  });
});
