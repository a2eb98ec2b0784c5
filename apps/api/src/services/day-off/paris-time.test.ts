import { describe, expect, it } from "vitest";
import { fromParisWallClock, parisDate, readLeaveDateTime, toParisIso, toParisWallClock } from "./paris-time";

describe("Paris wall clock", () => {
  it("uses +01:00 in winter and +02:00 in summer", () => {
    expect(fromParisWallClock("2026-11-23T08:00").toISOString()).toBe("2026-11-23T07:00:00.000Z");
    expect(fromParisWallClock("2026-07-13T08:00").toISOString()).toBe("2026-07-13T06:00:00.000Z");
    expect(toParisIso(new Date("2026-11-23T07:00:00Z"))).toBe("2026-11-23T08:00:00+01:00");
    expect(toParisIso(new Date("2026-07-13T06:00:00Z"))).toBe("2026-07-13T08:00:00+02:00");
  });

  it("round-trips every hour around both changes of 2026", () => {
    for (const day of ["2026-03-28", "2026-03-29", "2026-10-24", "2026-10-25"]) {
      for (let hour = 0; hour < 24; hour += 1) {
        if (day === "2026-03-29" && hour === 2) continue; // 02:00-03:00 does not exist that night
        const local = `${day}T${String(hour).padStart(2, "0")}:30`;
        expect(toParisWallClock(fromParisWallClock(local))).toBe(local);
      }
    }
    expect(toParisWallClock(fromParisWallClock("2026-03-29T02:30"))).toBe("2026-03-29T03:30");
  });

  it("gives the Paris date, which is not the UTC one late in the evening", () => {
    expect(parisDate(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
  });

  it("reads wall clocks and ISO instants, refusing what is not a date", () => {
    expect(readLeaveDateTime(" 2026-11-23 08:00 ")).toBe("2026-11-23T08:00");
    expect(readLeaveDateTime("2026-11-23T07:00:00.000Z")).toBe("2026-11-23T08:00");
    expect(readLeaveDateTime("2026-07-13T08:00:00+0200")).toBe("2026-07-13T08:00");
    expect(() => readLeaveDateTime("2026-02-29T08:00")).toThrow("ne sont pas valides");
    expect(() => readLeaveDateTime("2026-02-30T08:00:00Z")).toThrow("ne sont pas valides");
    expect(() => readLeaveDateTime("demain")).toThrow("« demain »");
  });
});
