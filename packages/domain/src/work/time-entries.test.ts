import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DomainError } from "../shared/errors";
import {
  assertCanEditTimeEntry,
  assertDayTotal,
  assertOwnTimeEntry,
  canEditTimeEntry,
  hoursToHundredths,
  hundredthsToHours,
  leaveConfirmationError,
  leavePeriodOfDay,
  readTimeEntryDate,
  readTimeEntryHours,
  sumHours,
  validateTimeEntry,
} from "./time-entries";

const codeOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return `${error.code}/${error.kind}`;
    throw error;
  }
  return "accepted";
};

describe("readTimeEntryHours", () => {
  // Worked out by hand: 1h30 = 1 + 30/60 = 1.5; 0h45 = 0.75; 1h20 = 1.333… → 1.33; 1,255 → 1.26 (half-up).
  it.each([
    ["1h30", "1.5"],
    ["0h45", "0.75"],
    ["45min", "0.75"],
    ["1h20", "1.33"],
    ["1,5", "1.5"],
    [" 2 ", "2"],
    ["1,255", "1.26"],
    ["24", "24"],
    ["23h59", "23.98"],
    [1.5, "1.5"],
    [0.01, "0.01"],
    [24, "24"],
  ])("%j → %s", (typed, stored) => {
    expect(readTimeEntryHours(typed)).toBe(stored);
  });

  it.each([
    [null, "TIME_ENTRY_HOURS_REQUIRED/invalid"],
    [undefined, "TIME_ENTRY_HOURS_REQUIRED/invalid"],
    ["  ", "TIME_ENTRY_HOURS_REQUIRED/invalid"],
    ["abc", "INVALID_HOURS/invalid"],
    ["1h75", "INVALID_HOURS/invalid"],
    [Number.NaN, "INVALID_HOURS/invalid"],
    ["-2", "TIME_ENTRY_HOURS_NOT_POSITIVE/invalid"],
    [-2, "TIME_ENTRY_HOURS_NOT_POSITIVE/invalid"],
    [0, "TIME_ENTRY_HOURS_NOT_POSITIVE/invalid"],
    ["0", "TIME_ENTRY_HOURS_NOT_POSITIVE/invalid"],
    ["0,004", "TIME_ENTRY_HOURS_NOT_POSITIVE/invalid"],
    [25, "TIME_ENTRY_HOURS_TOO_MANY/invalid"],
    ["24,01", "TIME_ENTRY_HOURS_TOO_MANY/invalid"],
    ["25h", "TIME_ENTRY_HOURS_TOO_MANY/invalid"],
  ])("%j is refused with %s", (typed, code) => {
    expect(codeOf(() => readTimeEntryHours(typed))).toBe(code);
  });

  it("says what is missing in the spec's words, under the hours field", () => {
    try {
      readTimeEntryHours("");
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).message).toBe("Vous devez saisir les heures");
      expect((error as DomainError).field).toBe("hours");
    }
    expect.assertions(3);
  });
});

describe("hours arithmetic", () => {
  it("sums exactly: 0.1 + 0.2 + 7.35 = 7.65 (a float sum gives 7.6499…)", () => {
    expect(sumHours(["0.1", "0.2", "7.35"])).toBe("7.65");
    expect(sumHours([])).toBe("0");
  });

  it("round-trips hundredths", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_400_000 }), (hundredths) => {
        expect(hoursToHundredths(hundredthsToHours(hundredths))).toBe(hundredths);
      }),
    );
  });

  it("the sum of parts is the whole", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 2400 }), { maxLength: 30 }), (parts) => {
        const total = parts.reduce((sum, part) => sum + part, 0);
        expect(sumHours(parts.map(hundredthsToHours))).toBe(hundredthsToHours(total));
      }),
    );
  });
});

describe("assertDayTotal", () => {
  // 20 + 4 = 24 is allowed; 20 + 4.01 = 24.01 is over; 23.5 + 0.5 = 24 exactly.
  it.each([
    ["0", "24", "accepted"],
    ["20", "4", "accepted"],
    ["23.5", "0.5", "accepted"],
    ["20", "4.01", "TIME_ENTRY_DAY_TOO_MANY/rule"],
    ["16", "9", "TIME_ENTRY_DAY_TOO_MANY/rule"],
  ])("already %s h + %s h → %s", (already, hours, result) => {
    expect(codeOf(() => assertDayTotal("2027-03-12", already, hours))).toBe(result);
  });

  it("names the day and what is already entered", () => {
    expect(() => assertDayTotal("2027-03-12", "20.5", "4")).toThrow(
      "Vous avez déjà saisi 20,5 h le 12/03/2027 : une journée ne peut pas dépasser 24 heures.",
    );
  });
});

describe("validateTimeEntry", () => {
  it("keeps the date, trims the comment and normalises the hours", () => {
    expect(validateTimeEntry({ date: "2027-03-12", comment: "  Montage ", hours: "1h30" })).toEqual({
      date: "2027-03-12",
      comment: "Montage",
      hours: "1.5",
    });
  });

  it("reads the date of an ISO date-time as written", () => {
    expect(readTimeEntryDate("2027-03-12T00:00:00+01:00")).toBe("2027-03-12");
  });

  it.each([
    [{ date: null, comment: "x", hours: 1 }, "TIME_ENTRY_DATE_REQUIRED/invalid"],
    [{ date: "2027-02-30", comment: "x", hours: 1 }, "INVALID_DATE/invalid"],
    [{ date: "hier", comment: "x", hours: 1 }, "INVALID_DATE/invalid"],
    [{ date: "2027-03-12", comment: "  ", hours: 1 }, "TIME_ENTRY_COMMENT_REQUIRED/invalid"],
    [{ date: "2027-03-12", comment: "x", hours: null }, "TIME_ENTRY_HOURS_REQUIRED/invalid"],
  ])("%j → %s", (input, code) => {
    expect(codeOf(() => validateTimeEntry(input))).toBe(code);
  });
});

describe("ownership", () => {
  it("only the author edits or deletes", () => {
    expect(canEditTimeEntry({ id: 3 }, { userId: 3 })).toBe(true);
    expect(canEditTimeEntry({ id: 4 }, { userId: 3 })).toBe(false);
    expect(codeOf(() => assertCanEditTimeEntry({ id: 4 }, { userId: 3 }))).toBe(
      "TIME_ENTRY_EDIT_FORBIDDEN/forbidden",
    );
  });

  it("refuses an entry for someone else, accepts oneself or nobody named", () => {
    expect(codeOf(() => assertOwnTimeEntry({ id: 3 }, 4))).toBe("TIME_ENTRY_OTHER_USER/forbidden");
    expect(codeOf(() => assertOwnTimeEntry({ id: 3 }, 3))).toBe("accepted");
    expect(codeOf(() => assertOwnTimeEntry({ id: 3 }, undefined))).toBe("accepted");
  });
});

describe("leave confirmation", () => {
  it.each([
    [{ startAt: "2027-03-12T08:00", endAt: "2027-03-12T12:00" }, "matin"],
    [{ startAt: "2027-03-12T14:00", endAt: "2027-03-12T18:00" }, "après-midi"],
    [{ startAt: "2027-03-12T08:00", endAt: "2027-03-12T18:00" }, "journée"],
    [{ startAt: "2027-03-10T08:00", endAt: "2027-03-15T18:00" }, "journée"],
    [{ startAt: "2027-03-10T08:00", endAt: "2027-03-12T12:00" }, "matin"],
  ])("%j covers the %s of 12/03", (leave, period) => {
    expect(leavePeriodOfDay(leave, "2027-03-12")).toBe(period);
  });

  it("names the leave in a 409 asking for confirmation", () => {
    const error = leaveConfirmationError(
      { startAt: "2027-03-12T08:00", endAt: "2027-03-12T12:00" },
      "2027-03-12",
    );
    expect(error.kind).toBe("conflict");
    expect(error.message).toBe(
      "Vous êtes en congé le 12/03/2027 (congé du 12/03/2027 08:00 au 12/03/2027 12:00, matin). Confirmez-vous la saisie ?",
    );
  });
});
