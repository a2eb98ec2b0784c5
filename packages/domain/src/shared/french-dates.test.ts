import { describe, expect, it } from "vitest";
import { DomainError } from "./errors";
import { frenchDateLabel, frenchDateWords, frenchPeriodLabel } from "./french-dates";

describe("French dates", () => {
  it("writes a calendar date day first", () => {
    expect(frenchDateLabel("2027-04-16")).toBe("16/04/2027");
    expect(frenchDateLabel("2026-01-01")).toBe("01/01/2026");
    expect(() => frenchDateLabel("2027-02-30")).toThrow(DomainError);
    expect(() => frenchDateLabel("16/04/2027")).toThrow(DomainError);
  });

  it("writes a date in words, whatever the time zone of the machine", () => {
    // 16 April 2027 is a Friday.
    expect(frenchDateWords("2027-04-16")).toBe("16 avril 2027");
    expect(frenchDateWords("2027-04-16", { weekday: "long" })).toBe("vendredi 16 avril 2027");
    expect(frenchDateWords("2027-04-16", { weekday: "long", year: false })).toBe("vendredi 16 avril");
    expect(frenchDateWords("2027-04-16", { weekday: "short", month: "short", year: false })).toBe(
      "ven. 16 avr.",
    );
    // New Year's Day 2028 is a Saturday; 31 December is its eve.
    expect(frenchDateWords("2028-01-01", { weekday: "long" })).toBe("samedi 1 janvier 2028");
    expect(frenchDateWords("2027-12-31", { weekday: "long" })).toBe("vendredi 31 décembre 2027");
  });

  it("writes a period of days", () => {
    expect(frenchPeriodLabel("2027-04-16", "2027-04-16")).toBe("le 16/04/2027");
    expect(frenchPeriodLabel("2027-04-16", "2027-04-18")).toBe("du 16/04/2027 au 18/04/2027");
  });
});
