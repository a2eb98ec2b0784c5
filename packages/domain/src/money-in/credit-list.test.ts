import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import { CREDIT_LIST_STATES, creditListLabel, isCreditState, readCreditStates } from "./credit-list";
import { displayedCreditAmountLeft } from "./credit-notes";

describe("the credit list's states", () => {
  it("offers the four states of a credit note, creation first", () => {
    expect(CREDIT_LIST_STATES).toEqual([
      "CREDIT_STATE_CREATED",
      "CREDIT_STATE_VALIDATED",
      "CREDIT_STATE_PARTIALY_USED",
      "CREDIT_STATE_USED",
    ]);
    expect(isCreditState("CREDIT_STATE_USED")).toBe(true);
    expect(isCreditState("STATE_PAID")).toBe(false);
  });

  it("reads known states and refuses an unknown one in French", () => {
    expect(readCreditStates(["CREDIT_STATE_USED", "CREDIT_STATE_CREATED"])).toEqual([
      "CREDIT_STATE_USED",
      "CREDIT_STATE_CREATED",
    ]);
    expect(() => readCreditStates(["CREDIT_STATE_USED", "CREDIT_STATE_LOST"])).toThrow(
      "L'état d'avoir « CREDIT_STATE_LOST » n'existe pas",
    );
  });
});

describe("an item of the credit list", () => {
  it("is named by its number, or 'Avoir en cours de création' before validation", () => {
    expect(creditListLabel("AV-TRI-2026-00003")).toBe("AV-TRI-2026-00003");
    expect(creditListLabel(null)).toBe("Avoir en cours de création");
  });

  it("never shows a negative amount left, and shows any other amount as it is", () => {
    expect(displayedCreditAmountLeft(toCents(-1))).toBe(0);
    expect(displayedCreditAmountLeft(toCents(4_250))).toBe(4_250);
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (cents) => {
        const shown = displayedCreditAmountLeft(toCents(cents));
        return shown >= 0 && (cents >= 0 ? shown === cents : shown === 0);
      }),
    );
  });
});
