import { describe, expect, it } from "vitest";
import { DomainError } from "../shared/errors";
import {
  type AlertRef,
  assertAlertSettleable,
  assertAlertStateSendable,
  needsReading,
  readAlertStates,
} from "./alert-rules";

describe("reading alerts", () => {
  it("a read alert still needs reading by a second reader; a done alert needs nobody", () => {
    const alerts: AlertRef[] = [
      { id: 1, state: "ALERT_STATE_READ", readBy: [5] },
      { id: 2, state: "ALERT_STATE_READ", readBy: [5, 7] },
      { id: 3, state: "ALERT_STATE_DONE", readBy: [5] },
    ];
    expect(alerts.map((alert) => needsReading(alert, 7))).toEqual([true, false, false]);
  });
});

describe("settling an alert", () => {
  it("a done alert is refused as a conflict that says when it was settled", () => {
    expect(() => assertAlertSettleable({ state: "ALERT_STATE_READ", doneAtLabel: null })).not.toThrow();
    expect(() => assertAlertSettleable({ state: "ALERT_STATE_NEW", doneAtLabel: null })).not.toThrow();
    const refused = (() => {
      try {
        assertAlertSettleable({ state: "ALERT_STATE_DONE", doneAtLabel: "02/03/2026 10:15" });
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      code: "ALERT_ALREADY_DONE",
      kind: "conflict",
      message:
        "Cette alerte est déjà réglée (le 02/03/2026 10:15) : elle ne peut pas l'être une seconde fois",
    });
  });

  it("a client may send read or done, never back to new", () => {
    expect(assertAlertStateSendable("ALERT_STATE_DONE")).toBe("ALERT_STATE_DONE");
    expect(assertAlertStateSendable("ALERT_STATE_READ")).toBe("ALERT_STATE_READ");
    expect(() => assertAlertStateSendable("ALERT_STATE_NEW")).toThrow(
      "Une alerte lue ou réglée ne redevient pas nouvelle",
    );
  });

  it("reads states from a query once each and names an unknown one", () => {
    expect(readAlertStates(["ALERT_STATE_DONE", "ALERT_STATE_NEW", "ALERT_STATE_DONE"])).toEqual([
      "ALERT_STATE_DONE",
      "ALERT_STATE_NEW",
    ]);
    expect(() => readAlertStates(["ALERT_STATE_CLOSED"])).toThrow(
      "L'état d'alerte « ALERT_STATE_CLOSED » n'existe pas",
    );
  });
});
