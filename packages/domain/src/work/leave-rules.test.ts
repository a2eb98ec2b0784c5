import { describe, expect, it } from "vitest";
import { DomainError } from "../shared/errors";
import {
  assertCanDeleteLeave,
  assertCanEditLeave,
  assertLeaveDates,
  assertLeaveStateChange,
  canChangeLeaveState,
  canEditLeave,
  canSeeLeave,
  defaultLeaveDateTime,
  leaveBadge,
  leaveBounds,
  leaveEndAfterStartChange,
  leaveStateAfterEdit,
  leavesForDay,
  leaveWorkingDays,
} from "./leave-rules";
import { INITIAL_LEAVE_STATE, LEAVE_STATE_LABELS, type LeaveState } from "./leave-states";

const admin = { id: 1, isLeaveAdmin: true };
const alice = { id: 2, isLeaveAdmin: false };
const bob = { id: 3, isLeaveAdmin: false };
const leaveOf = (ownerId: number | null, state: LeaveState) => ({ ownerId, state });

describe("leave visibility and rights", () => {
  it("everyone sees accepted leaves; pending and refused only the owner and the admin", () => {
    expect(canSeeLeave(bob, leaveOf(2, "STATE_ACCEPTED"))).toBe(true);
    expect(canSeeLeave(bob, leaveOf(2, "STATE_STAND_BY"))).toBe(false);
    expect(canSeeLeave(bob, leaveOf(2, "STATE_REFUSED"))).toBe(false);
    expect(canSeeLeave(alice, leaveOf(2, "STATE_REFUSED"))).toBe(true);
    expect(canSeeLeave(admin, leaveOf(2, "STATE_STAND_BY"))).toBe(true);
    expect(canSeeLeave(bob, leaveOf(null, "STATE_STAND_BY"))).toBe(false);
  });

  it("the owner edits a pending or refused leave; an accepted one only the admin", () => {
    expect(canEditLeave(alice, leaveOf(2, "STATE_STAND_BY"))).toBe(true);
    expect(canEditLeave(alice, leaveOf(2, "STATE_REFUSED"))).toBe(true);
    expect(canEditLeave(alice, leaveOf(2, "STATE_ACCEPTED"))).toBe(false);
    expect(canEditLeave(bob, leaveOf(2, "STATE_STAND_BY"))).toBe(false);
    expect(canEditLeave(admin, leaveOf(2, "STATE_ACCEPTED"))).toBe(true);
    expect(() => assertCanEditLeave(alice, leaveOf(2, "STATE_ACCEPTED"))).toThrow(
      "Vous ne pouvez pas modifier ce congé",
    );
    expect(() => assertCanDeleteLeave(bob, leaveOf(2, "STATE_STAND_BY"))).toThrow(DomainError);
    expect(() => assertCanEditLeave(bob, leaveOf(2, "STATE_STAND_BY"))).toThrow(
      expect.objectContaining({ code: "LEAVE_EDIT_FORBIDDEN", kind: "forbidden" }),
    );
  });

  it("only the admin changes the state; new leaves wait", () => {
    expect(INITIAL_LEAVE_STATE).toBe("STATE_STAND_BY");
    expect(LEAVE_STATE_LABELS.STATE_STAND_BY).toBe("En attente");
    expect(canChangeLeaveState(admin)).toBe(true);
    expect(canChangeLeaveState(alice)).toBe(false);
    expect(() => assertLeaveStateChange(alice, "STATE_STAND_BY", "STATE_ACCEPTED")).toThrow(DomainError);
    expect(() => assertLeaveStateChange(alice, "STATE_STAND_BY", "STATE_STAND_BY")).not.toThrow();
    expect(() => assertLeaveStateChange(admin, "STATE_STAND_BY", "STATE_ACCEPTED")).not.toThrow();
  });

  it("an owner's edit of a refused leave makes it wait again", () => {
    expect(leaveStateAfterEdit(alice, "STATE_REFUSED")).toBe("STATE_STAND_BY");
    expect(leaveStateAfterEdit(alice, "STATE_STAND_BY")).toBe("STATE_STAND_BY");
    expect(leaveStateAfterEdit(admin, "STATE_REFUSED")).toBe("STATE_REFUSED");
  });
});

describe("leave dates", () => {
  it("gives the bounds and defaults of the form", () => {
    expect(leaveBounds("2026-03-02")).toEqual({
      startMin: "2026-03-02T08:00",
      endMin: "2026-03-02T08:00",
      max: "2999-12-31T17:00",
    });
    expect(leaveBounds("2026-03-02", "2026-03-05T09:00").endMin).toBe("2026-03-05T09:00");
    expect(defaultLeaveDateTime("2026-03-02")).toBe("2026-03-02T08:00");
  });

  it("sets the end to the start day at 18:00 when empty or earlier", () => {
    expect(leaveEndAfterStartChange("2026-03-05T08:00")).toBe("2026-03-05T18:00");
    expect(leaveEndAfterStartChange("2026-03-05T08:00", "2026-03-04T18:00")).toBe("2026-03-05T18:00");
    expect(leaveEndAfterStartChange("2026-03-05T08:00", "2026-03-09T12:00")).toBe("2026-03-09T12:00");
    expect(leaveEndAfterStartChange("2026-03-05T19:00", null)).toBe("2026-03-05T19:00");
  });

  it("refuses an end before the start, missing or impossible dates", () => {
    expect(() => assertLeaveDates("2026-03-05T08:00", "2026-03-04T18:00")).toThrow(
      "La date de fin ne peut pas être antérieure à la date de début.",
    );
    expect(() => assertLeaveDates("", "2026-03-04T18:00")).toThrow("Vous devez saisir une date de début");
    expect(() => assertLeaveDates("2026-03-05T08:00", null)).toThrow("Vous devez saisir une date de fin");
    expect(() => assertLeaveDates("2026-02-30T08:00", "2026-03-04T18:00")).toThrow(DomainError);
    expect(() => assertLeaveDates("2999-12-31T08:00", "2999-12-31T18:00")).toThrow(DomainError);
    expect(() => assertLeaveDates("2026-03-01T08:00", "2026-03-04T18:00", { today: "2026-03-02" })).toThrow(
      DomainError,
    );
    expect(assertLeaveDates("2026-03-02T08:00", "2026-03-02 18:00", { today: "2026-03-02" })).toEqual({
      startAt: "2026-03-02T08:00",
      endAt: "2026-03-02T18:00",
    });
  });

  it("says that a start before today 08:00 is in the past, and only when today is given", () => {
    const inThePast = () => assertLeaveDates("2026-03-02T07:59", "2026-03-02T18:00", { today: "2026-03-02" });
    expect(inThePast).toThrow("La date de début ne peut pas être antérieure à aujourd'hui 08:00.");
    expect(inThePast).toThrow(expect.objectContaining({ code: "LEAVE_START_IN_PAST", kind: "invalid" }));
    expect(() => assertLeaveDates("2026-03-01T08:00", "2026-03-01T18:00", { today: "2026-03-02" })).toThrow(
      "La date de début ne peut pas être antérieure à aujourd'hui 08:00.",
    );
    expect(assertLeaveDates("2026-03-01T08:00", "2026-03-01T18:00")).toEqual({
      startAt: "2026-03-01T08:00",
      endAt: "2026-03-01T18:00",
    });
    // an end after 2999-12-31T17:00 is still an invalid date-time, past start or not
    expect(() => assertLeaveDates("2026-03-01T08:00", "2999-12-31T17:01", { today: "2026-03-02" })).toThrow(
      "La date et l'heure « 31/12/2999 17:01 » ne sont pas valides",
    );
  });

  it("counts working days in half days", () => {
    // Monday 4 May to Friday 8 May 2026: 8 May is a holiday
    expect(leaveWorkingDays("2026-05-04T08:00", "2026-05-08T18:00")).toBe(4);
    expect(leaveWorkingDays("2026-05-04T13:00", "2026-05-05T12:00")).toBe(1);
    expect(leaveWorkingDays("2026-05-04T08:00", "2026-05-04T12:00")).toBe(0.5);
    expect(leaveWorkingDays("2026-05-09T08:00", "2026-05-10T18:00")).toBe(0);
  });
});

describe("leave calendar cells", () => {
  const leaves = [
    {
      id: 1,
      ownerId: 2,
      state: "STATE_ACCEPTED" as const,
      startAt: "2026-03-02T08:00",
      endAt: "2026-03-04T18:00",
    },
    {
      id: 2,
      ownerId: 2,
      state: "STATE_STAND_BY" as const,
      startAt: "2026-03-03T08:00",
      endAt: "2026-03-03T18:00",
    },
  ];

  it("shows the leaves covering a day that the viewer may see, none on weekends", () => {
    expect(leavesForDay(bob, leaves, "2026-03-03", false).map((l) => l.id)).toEqual([1]);
    expect(leavesForDay(alice, leaves, "2026-03-03", false).map((l) => l.id)).toEqual([1, 2]);
    expect(leavesForDay(alice, leaves, "2026-03-05", false)).toEqual([]);
    expect(leavesForDay(admin, leaves, "2026-03-03", true)).toEqual([]);
  });

  it("labels a badge with the owner, or 'Utilisateur inconnu'", () => {
    expect(leaveBadge({ state: "STATE_ACCEPTED", ownerFullname: "Alice Martin" })).toEqual({
      label: "Alice Martin",
      color: "success",
      icon: "check",
      stateLabel: "Accepté",
    });
    expect(leaveBadge({ state: "STATE_REFUSED", ownerFullname: null })).toMatchObject({
      label: "Utilisateur inconnu",
      color: "danger",
      icon: "times",
    });
    expect(leaveBadge({ state: "STATE_STAND_BY" }).color).toBe("warning");
  });
});
