import { describe, expect, it } from "vitest";
import {
  assertTaskDeletable,
  assertTaskProjectState,
  canDeleteTask,
  parseTaskHours,
  readTaskDates,
  readTaskName,
  readTaskPriority,
  readTaskProgress,
  readTaskState,
} from "./tasks";

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return "no error";
};

describe("parseTaskHours", () => {
  // Worked by hand: 30 min = 30/60 = 0.5 h; 45 min = 0.75 h; 20 min = 0.333… h → 0.33 (half-up).
  it.each([
    ["1h30", "1.5"],
    ["0h45", "0.75"],
    ["2", "2"],
    ["1,5", "1.5"],
    ["1.25", "1.25"],
    ["1:30", "1.5"],
    ["3h", "3"],
    ["0h20", "0.33"],
    [" 2 h 15 ", "2.25"],
    [1.5, "1.5"],
  ])("reads %s as %s hours", (typed, hours) => {
    expect(parseTaskHours(typed)).toBe(hours);
  });

  it("refuses zero or empty with the spec's sentence", () => {
    for (const typed of ["", "0", "0h00", 0, null]) {
      expect(codeOf(() => parseTaskHours(typed))).toBe("TASK_DURATION_REQUIRED");
    }
  });

  it("refuses what is not a positive duration", () => {
    for (const typed of ["abc", "-1", "1h75", "1.234", -2, "1e3", Number.NaN]) {
      expect(codeOf(() => parseTaskHours(typed))).toBe("TASK_DURATION_INVALID");
    }
    expect(codeOf(() => parseTaskHours("100000"))).toBe("TASK_DURATION_TOO_LONG");
  });
});

describe("task fields", () => {
  it("takes progress 0 to 100 by tens only", () => {
    expect(readTaskProgress(undefined)).toBe(0);
    expect(readTaskProgress(40)).toBe(40);
    expect(readTaskProgress(100)).toBe(100);
    for (const bad of [105, 15, -10, 2.5])
      expect(codeOf(() => readTaskProgress(bad))).toBe("TASK_PROGRESS_INVALID");
  });

  it("requires a name of 250 characters at most", () => {
    expect(readTaskName("  Réserver la salle ")).toBe("Réserver la salle");
    expect(codeOf(() => readTaskName(" "))).toBe("TASK_NAME_REQUIRED");
    expect(readTaskName("a".repeat(250))).toHaveLength(250);
    expect(codeOf(() => readTaskName("a".repeat(251)))).toBe("TASK_NAME_TOO_LONG");
  });

  it("defaults state and priority and refuses unknown ones", () => {
    expect(readTaskState("")).toBe("STATE_NEW");
    expect(readTaskState("STATE_CLOSED")).toBe("STATE_CLOSED");
    expect(codeOf(() => readTaskState("STATE_LOST"))).toBe("TASK_STATE_INVALID");
    expect(readTaskPriority(null)).toBe("PRIORITY_NORMAL");
    expect(codeOf(() => readTaskPriority("URGENT"))).toBe("TASK_PRIORITY_INVALID");
  });

  it("keeps the days of the dates and refuses an end before the start", () => {
    expect(readTaskDates("2026-03-02", "2026-03-05T23:59:59")).toEqual({
      startAt: "2026-03-02",
      endAt: "2026-03-05",
    });
    expect(readTaskDates("2026-03-02", "")).toEqual({ startAt: "2026-03-02", endAt: null });
    expect(readTaskDates("2026-03-02", "2026-03-02").endAt).toBe("2026-03-02");
    expect(codeOf(() => readTaskDates("2026-03-02", "2026-03-01"))).toBe("TASK_END_BEFORE_START");
    expect(codeOf(() => readTaskDates("2026-02-30", null))).toBe("INVALID_DATE");
  });

  it("offers only projects being worked on", () => {
    expect(codeOf(() => assertTaskProjectState("STATE_PLANNED"))).toBe("no error");
    expect(codeOf(() => assertTaskProjectState("STATE_ARCHIVED"))).toBe("TASK_PROJECT_NOT_OPEN");
    expect(codeOf(() => assertTaskProjectState("STATE_LEAD"))).toBe("TASK_PROJECT_NOT_OPEN");
  });
});

describe("deleting a task", () => {
  const creator = { id: 7, isSuperAdmin: false };
  const other = { id: 8, isSuperAdmin: false };
  const admin = { id: 1, isSuperAdmin: true };
  const task = { creatorId: 7 };

  it("is its creator's or a super admin's, while no time was entered", () => {
    expect(canDeleteTask(creator, task, { timeEntries: 0 })).toBe(true);
    expect(canDeleteTask(admin, task, { timeEntries: 0 })).toBe(true);
    expect(canDeleteTask(other, task, { timeEntries: 0 })).toBe(false);
    expect(canDeleteTask(creator, task, { timeEntries: 1 })).toBe(false);
    expect(codeOf(() => assertTaskDeletable(other, task, { timeEntries: 0 }))).toBe("TASK_DELETE_FORBIDDEN");
    expect(codeOf(() => assertTaskDeletable(admin, task, { timeEntries: 2 }))).toBe("TASK_HAS_TIME_ENTRIES");
  });
});
