import { describe, expect, it } from "vitest";
import { dateWindow, dateWindowMessage, isOutsideDateWindow } from "./date-windows";

describe("date windows", () => {
  const today = "2026-11-28";

  it("a document may be dated from 01/01/2000 to five years after today", () => {
    const window = dateWindow("document", today);
    // 2026 + 5 = 2031, same day
    expect(window).toEqual({ from: "2000-01-01", to: "2031-11-28" });
    expect(isOutsideDateWindow("2031-11-28", window)).toBe(false);
    expect(isOutsideDateWindow("2031-11-29", window)).toBe(true);
    expect(isOutsideDateWindow("2000-01-01", window)).toBe(false);
    expect(isOutsideDateWindow("1999-12-31", window)).toBe(true);
    expect(isOutsideDateWindow("9999-12-31", window)).toBe(true);
  });

  it("a payment no later than one year after today", () => {
    const window = dateWindow("payment", today);
    expect(window.to).toBe("2027-11-28");
    expect(isOutsideDateWindow("2027-11-29", window)).toBe(true);
    expect(isOutsideDateWindow(" 2026-05-01 ", window)).toBe(false);
  });

  it("29 February plus a year is the last day of February", () => {
    expect(dateWindow("payment", "2028-02-29").to).toBe("2029-02-28");
  });

  it("leaves a text that is not a date to its reader, and says the window in dd/mm/yyyy", () => {
    const window = dateWindow("document", today);
    expect(isOutsideDateWindow("31/12/9999", window)).toBe(false);
    expect(isOutsideDateWindow("2026-02-30", window)).toBe(false);
    expect(dateWindowMessage(window)).toBe(
      "La date doit être comprise entre le 01/01/2000 et le 28/11/2031.",
    );
  });
});
