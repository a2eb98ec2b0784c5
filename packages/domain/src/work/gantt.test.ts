import { describe, expect, it } from "vitest";
import { DomainError } from "../shared/errors";
import {
  assertGanttRange,
  defaultGanttRange,
  GANTT_DAY_WIDTH,
  ganttBar,
  ganttDuration,
  ganttGrid,
  ganttProgressColor,
} from "./gantt";

const summer = { from: "2026-07-10", to: "2026-08-20" };

describe("ganttGrid", () => {
  const grid = ganttGrid(summer);

  it("has one column of 20 px per day, both ends included", () => {
    // 22 days of July (10 → 31) + 20 of August = 42
    expect(grid.totalDays).toBe(42);
    expect(grid.width).toBe(42 * 20);
    expect(grid.days[0]?.date).toBe("2026-07-10");
    expect(grid.days.at(-1)?.date).toBe("2026-08-20");
  });

  it("flags weekends and French public holidays", () => {
    const day = (date: string) => grid.days.find((d) => d.date === date);
    expect(day("2026-07-10")).toMatchObject({ isWeekend: false, isHoliday: false }); // Friday
    expect(day("2026-07-11")).toMatchObject({ isWeekend: true, isHoliday: false }); // Saturday
    expect(day("2026-07-12")).toMatchObject({ isWeekend: true, isHoliday: false }); // Sunday
    expect(day("2026-07-14")).toMatchObject({ day: 14, isWeekend: false, isHoliday: true }); // Tuesday
    expect(day("2026-08-14")).toMatchObject({ isWeekend: false, isHoliday: false }); // Friday
    expect(day("2026-08-15")).toMatchObject({ isWeekend: true, isHoliday: true }); // Saturday
    expect(grid.days.filter((d) => d.isHoliday).map((d) => d.date)).toEqual(["2026-07-14", "2026-08-15"]);
  });

  it("groups the days by month with their left edge", () => {
    expect(grid.months).toEqual([
      { label: "juillet 2026", days: 22, offset: 0 },
      { label: "août 2026", days: 20, offset: 22 * 20 },
    ]);
  });

  it("takes a single day", () => {
    expect(ganttGrid({ from: "2026-07-14", to: "2026-07-14" }).totalDays).toBe(1);
  });
});

describe("assertGanttRange", () => {
  it("refuses a reversed range in French", () => {
    expect(() => assertGanttRange({ from: "2026-08-20", to: "2026-07-10" })).toThrow(
      "La date de fin du Gantt ne peut pas précéder sa date de début.",
    );
  });

  it("refuses more than two years and dates that do not exist", () => {
    expect(() => assertGanttRange({ from: "2026-01-01", to: "2028-01-02" })).toThrow(DomainError);
    expect(() => assertGanttRange({ from: "2026-01-01", to: "2027-12-31" })).not.toThrow();
    expect(() => assertGanttRange({ from: "2026-02-30", to: "2026-03-01" })).toThrow(DomainError);
  });
});

describe("defaultGanttRange", () => {
  it("runs from 15 days ago to 3 months ahead", () => {
    expect(defaultGanttRange("2026-11-23")).toEqual({ from: "2026-11-08", to: "2027-02-23" });
    // 31 May + 3 months = 31 August; 30 November + 3 months is clamped to 28 February
    expect(defaultGanttRange("2026-05-31").to).toBe("2026-08-31");
    expect(defaultGanttRange("2026-11-30").to).toBe("2027-02-28");
  });
});

describe("ganttBar", () => {
  it("places a task from its start to its end day", () => {
    // 14 July is day 4 of the range (10 → 14), 3 days long
    expect(ganttBar({ startAt: "2026-07-14", endAt: "2026-07-16" }, summer)).toEqual({
      left: 4 * GANTT_DAY_WIDTH,
      width: 3 * GANTT_DAY_WIDTH,
      clippedStart: false,
      clippedEnd: false,
    });
  });

  it("cuts a bar at the range and drops one outside it", () => {
    expect(ganttBar({ startAt: "2026-07-01", endAt: "2026-07-11" }, summer)).toEqual({
      left: 0,
      width: 2 * GANTT_DAY_WIDTH,
      clippedStart: true,
      clippedEnd: false,
    });
    expect(ganttBar({ startAt: "2026-08-19", endAt: "2026-09-30" }, summer)).toMatchObject({
      left: 40 * GANTT_DAY_WIDTH,
      width: 2 * GANTT_DAY_WIDTH,
      clippedEnd: true,
    });
    expect(ganttBar({ startAt: "2026-06-01", endAt: "2026-07-09" }, summer)).toBeNull();
    expect(ganttBar({ startAt: "2026-08-21", endAt: null }, summer)).toBeNull();
  });

  it("gives a task without an end its start day", () => {
    expect(ganttBar({ startAt: "2026-07-10", endAt: null }, summer)?.width).toBe(GANTT_DAY_WIDTH);
    expect(ganttDuration({ startAt: "2026-07-10", endAt: null })).toBe(1);
    expect(ganttDuration({ startAt: "2026-07-10", endAt: "2026-07-16" })).toBe(7);
  });
});

describe("ganttProgressColor", () => {
  it.each([
    [0, "danger"],
    [24, "danger"],
    [25, "warning"],
    [49, "warning"],
    [50, "info"],
    [74, "info"],
    [75, "success"],
    [100, "success"],
  ] as const)("%i %% is %s", (avancement, color) => {
    expect(ganttProgressColor(avancement)).toBe(color);
  });
});
