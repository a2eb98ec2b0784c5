import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DomainError } from "../shared/errors";
import {
  type AlertRef,
  type AlertState,
  assertAlertSettleable,
  assertAlertStateSendable,
  needsReading,
  readAlertStates,
  readAlerts,
} from "./alert-rules";

const state = fc.constantFrom<AlertState>("ALERT_STATE_NEW", "ALERT_STATE_READ", "ALERT_STATE_DONE");
const alertRef = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  state,
  readBy: fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { maxLength: 5 }),
});

describe("reading alerts", () => {
  it("a second reader of a read alert is added once; a done alert is left as it is", () => {
    const alerts: AlertRef[] = [
      { id: 1, state: "ALERT_STATE_READ", readBy: [5] },
      { id: 2, state: "ALERT_STATE_READ", readBy: [5, 7] },
      { id: 3, state: "ALERT_STATE_DONE", readBy: [5] },
    ];
    expect(readAlerts(alerts, 7)).toEqual([
      { id: 1, state: "ALERT_STATE_READ", readBy: [5, 7] },
      { id: 2, state: "ALERT_STATE_READ", readBy: [5, 7] },
      { id: 3, state: "ALERT_STATE_DONE", readBy: [5] },
    ]);
    expect(alerts.map((alert) => needsReading(alert, 7))).toEqual([true, false, false]);
  });

  it("reading twice is reading once, no alert stays new, done alerts never change", () => {
    fc.assert(
      fc.property(
        fc.array(alertRef, { maxLength: 10 }),
        fc.integer({ min: 1, max: 20 }),
        (alerts, reader) => {
          const once = readAlerts(alerts, reader);
          expect(readAlerts(once, reader)).toEqual(once);
          for (const [index, alert] of once.entries()) {
            const before = alerts[index];
            expect(alert.state).not.toBe("ALERT_STATE_NEW");
            if (before?.state === "ALERT_STATE_DONE") expect(alert).toEqual(before);
            else expect(alert.readBy.filter((id) => id === reader)).toHaveLength(1);
            expect(needsReading(alert, reader)).toBe(false);
          }
        },
      ),
    );
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
