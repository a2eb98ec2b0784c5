import { describe, expect, it } from "vitest";
import { TASK_WARNING_LABELS } from "./task-warnings";
import {
  dashboardSection,
  isTaskLate,
  type TaskRef,
  type TaskState,
  taskWarnings,
  VERY_LATE_AFTER_DAYS,
} from "./tasks";

const today = "2026-11-23";
const task = (state: TaskState, startAt: string, endAt: string | null, avancement: number): TaskRef => ({
  state,
  startAt,
  endAt,
  avancement,
});

describe("lateness, warnings and dashboard section (today 2026-11-23)", () => {
  // Worked by hand: late = open and end day before today; very late = end more than 7 days before.
  it.each([
    // state, start, end, progress → late, warnings, section
    ["STATE_IN_COURSE", "2026-11-01", "2026-11-22", 50, true, ["late"], "late"], // 1 day past
    ["STATE_IN_COURSE", "2026-11-01", "2026-11-16", 50, true, ["late"], "late"], // 7 days: still late
    ["STATE_IN_COURSE", "2026-11-01", "2026-11-15", 50, true, ["veryLate"], "late"], // 8 days
    ["STATE_IN_COURSE", "2026-11-01", "2026-11-23", 50, false, [], "inProgress"], // ends today
    ["STATE_IN_COURSE", "2026-11-01", null, 0, false, ["progressToUpdate"], "inProgress"],
    ["STATE_IN_COURSE", "2026-11-01", "2026-12-01", 100, false, ["shouldBeResolved"], "inProgress"],
    ["STATE_NEW", "2026-11-23", "2026-12-01", 0, false, ["shouldBeInProgress"], "upcoming"],
    ["STATE_NEW", "2026-11-24", "2026-12-01", 0, false, [], "upcoming"],
    ["STATE_NEW", "2026-10-01", "2026-10-10", 0, true, ["veryLate", "shouldBeInProgress"], "late"],
    ["STATE_STAND_BY", "2026-11-01", "2026-12-01", 0, false, ["progressToUpdate"], "upcoming"],
    ["STATE_WAITING_CUSTOMER_TEST", "2026-11-01", "2026-11-20", 90, true, ["late"], "late"],
    [
      "STATE_WAITING_CUSTOMER_RETURN",
      "2026-11-01",
      "2026-12-01",
      100,
      false,
      ["shouldBeResolved"],
      "upcoming",
    ],
    ["STATE_RESOLVED", "2026-10-01", "2026-10-10", 100, false, [], "upcoming"],
    ["STATE_CLOSED", "2026-10-01", "2026-10-10", 0, false, [], "upcoming"],
  ] as const)("%s %s→%s at %i %%", (state, start, end, progress, late, warnings, section) => {
    const ref = task(state, start, end, progress);
    expect(isTaskLate(ref, today)).toBe(late);
    expect(taskWarnings(ref, today)).toEqual(warnings);
    expect(dashboardSection(ref, today)).toBe(section);
  });

  it("reads an end given as an instant by its day", () => {
    expect(isTaskLate(task("STATE_NEW", "2026-11-01", "2026-11-22T23:59:59", 0), today)).toBe(true);
    expect(VERY_LATE_AFTER_DAYS).toBe(7);
  });

  it("words every warning in French", () => {
    expect(TASK_WARNING_LABELS).toEqual({
      veryLate: "Très en retard",
      late: "En retard",
      shouldBeResolved: "Devrait être résolue (avancement à 100 %)",
      shouldBeInProgress: "Devrait être en cours",
      progressToUpdate: "Avancement à mettre à jour",
    });
  });
});
