import { describe, expect, it } from "vitest";
import { monthGrid, monthTitle, WEEKDAY_LABELS } from "../work/month-grid";
import { workingDays } from "../work/working-days";
import { DomainError } from "./errors";
import {
  easterSunday,
  frenchPublicHolidays,
  isPublicHoliday,
  isWorkingDay,
  publicHolidays,
} from "./french-holidays";

describe("easterSunday", () => {
  it("follows the Gregorian computus", () => {
    expect(easterSunday(2024)).toBe("2024-03-31");
    expect(easterSunday(2025)).toBe("2025-04-20");
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(easterSunday(2000)).toBe("2000-04-23");
    expect(easterSunday(2038)).toBe("2038-04-25"); // latest possible date
    expect(easterSunday(2285)).toBe("2285-03-22"); // earliest possible date
  });

  it("refuses a year outside the Gregorian calendar", () => {
    expect(() => easterSunday(1500)).toThrow("L'année 1500 n'est pas valide");
    expect(() => easterSunday(2026.5)).toThrow(DomainError);
  });
});

describe("publicHolidays", () => {
  it("lists the eleven French holidays of 2026, sorted", () => {
    expect(publicHolidays(2026)).toEqual([
      "2026-01-01",
      "2026-04-06", // Easter Monday
      "2026-05-01",
      "2026-05-08",
      "2026-05-14", // Ascension, Easter + 39
      "2026-05-25", // Whit Monday, Easter + 50
      "2026-07-14",
      "2026-08-15",
      "2026-11-01",
      "2026-11-11",
      "2026-12-25",
    ]);
  });

  it("adds Good Friday and 26 December in Alsace-Moselle", () => {
    const alsace = publicHolidays(2026, { alsaceMoselle: true });
    expect(alsace).toHaveLength(13);
    expect(alsace).toContain("2026-04-03");
    expect(alsace.at(-1)).toBe("2026-12-26");
    expect(frenchPublicHolidays(2024).find((h) => h.date === "2024-05-09")?.name).toBe("Ascension");
  });

  it("answers day by day", () => {
    expect(isPublicHoliday("2025-06-09")).toBe(true); // Whit Monday 2025
    expect(isPublicHoliday("2025-04-18")).toBe(false);
    expect(isPublicHoliday("2025-04-18", { alsaceMoselle: true })).toBe(true);
    expect(isWorkingDay("2026-05-14")).toBe(false);
    expect(isWorkingDay("2026-05-16")).toBe(false); // Saturday
    expect(isWorkingDay("2026-05-15")).toBe(true);
    expect(() => isPublicHoliday("2026-02-30")).toThrow("La date « 30/02/2026 » n'existe pas");
  });
});

describe("workingDays", () => {
  it("counts May 2026: 21 weekdays less 4 holidays", () => {
    expect(workingDays("2026-05-01", "2026-05-31")).toBe(17);
  });

  it("includes both ends and knows Alsace-Moselle", () => {
    expect(workingDays("2026-05-15", "2026-05-15")).toBe(1);
    expect(workingDays("2026-05-16", "2026-05-17")).toBe(0);
    expect(workingDays("2025-12-22", "2025-12-28")).toBe(4); // Thursday 25 off
    expect(workingDays("2025-12-22", "2025-12-28", { alsaceMoselle: true })).toBe(3); // and Friday 26
  });

  it("refuses a reversed range or a date that does not exist", () => {
    expect(() => workingDays("2026-05-10", "2026-05-01")).toThrow(DomainError);
    expect(() => workingDays("2026-02-30", "2026-03-01")).toThrow("La date « 30/02/2026 » n'existe pas");
  });
});

describe("monthGrid", () => {
  it("covers February 2026 with weeks from Monday 26 January to Sunday 1 March", () => {
    const weeks = monthGrid(2026, 2);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toEqual({
      date: "2026-01-26",
      day: 26,
      isWeekend: false,
      isHoliday: false,
      inMonth: false,
    });
    expect(weeks[0]?.[6]).toEqual({
      date: "2026-02-01",
      day: 1,
      isWeekend: true,
      isHoliday: false,
      inMonth: true,
    });
    expect(weeks[4]?.[6]?.date).toBe("2026-03-01");
    expect(weeks.flat().filter((cell) => cell.inMonth)).toHaveLength(28);
  });

  it("marks holidays and gives six weeks when the month needs them", () => {
    const may = monthGrid(2026, 5).flat();
    expect(may.filter((cell) => cell.isHoliday && cell.inMonth).map((cell) => cell.day)).toEqual([
      1, 8, 14, 25,
    ]);
    expect(monthGrid(2026, 3)).toHaveLength(6); // 1 March 2026 is a Sunday
    expect(WEEKDAY_LABELS[0]).toBe("Lun");
    expect(monthTitle(2026, 8)).toBe("août 2026");
  });

  it("refuses a month 13", () => {
    expect(() => monthGrid(2026, 13)).toThrow("Le mois 13 n'est pas valide");
    expect(() => monthTitle(2026, 0)).toThrow(DomainError);
  });
});
