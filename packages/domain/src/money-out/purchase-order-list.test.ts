import { describe, expect, it } from "vitest";
import { DomainError } from "../shared/errors";
import {
  PURCHASE_ORDER_LIST_STATES,
  readPurchaseOrderPeriod,
  readPurchaseOrderStates,
} from "./purchase-order-list";

describe("the purchase order list's filters", () => {
  it("offers the four states in the select's order", () => {
    expect(PURCHASE_ORDER_LIST_STATES).toEqual([
      "STATE_PENDING",
      "STATE_INVOICE",
      "STATE_FINISH",
      "STATE_CANCELED",
    ]);
  });

  it("reads known states and refuses an unknown one in French, on the state field", () => {
    expect(readPurchaseOrderStates(["STATE_FINISH", "STATE_PENDING"])).toEqual([
      "STATE_FINISH",
      "STATE_PENDING",
    ]);
    expect(readPurchaseOrderStates([])).toEqual([]);
    try {
      readPurchaseOrderStates(["STATE_PENDING", "STATE_PAID"]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).message).toBe("L'état de bon de commande « STATE_PAID » n'existe pas");
      expect((error as DomainError).field).toBe("state");
    }
  });

  it("reads the creation period: open ends as null, a date-time for its day", () => {
    expect(readPurchaseOrderPeriod({ from: "2026-03-01", to: "2026-03-31" })).toEqual({
      from: "2026-03-01",
      to: "2026-03-31",
    });
    expect(readPurchaseOrderPeriod({ from: "", to: undefined })).toEqual({ from: null, to: null });
    expect(readPurchaseOrderPeriod({ to: "2026-03-31T00:00:00" })).toEqual({ from: null, to: "2026-03-31" });
  });

  it("refuses a day that is not one and a start after its end, in French", () => {
    expect(() => readPurchaseOrderPeriod({ from: "2026-02-30" })).toThrow(
      "La date « 30/02/2026 » n'est pas valide",
    );
    expect(() => readPurchaseOrderPeriod({ to: "31/03/2026" })).toThrow(
      "La date « 31/03/2026 » n'est pas valide",
    );
    expect(() => readPurchaseOrderPeriod({ from: "2026-04-02", to: "2026-04-01" })).toThrow(
      "La date de début (02/04/2026) est postérieure à la date de fin (01/04/2026)",
    );
  });
});
