import { describe, expect, it } from "vitest";
import { DomainError } from "../shared/errors";
import { readCollectionPeriod } from "./collection-period";

describe("the collections' period", () => {
  it("reads both ends, open ends as null, a date-time for its day", () => {
    expect(readCollectionPeriod({ from: "2026-11-01", to: "2026-11-30" })).toEqual({
      from: "2026-11-01",
      to: "2026-11-30",
    });
    expect(readCollectionPeriod({ from: " ", to: null })).toEqual({ from: null, to: null });
    expect(readCollectionPeriod({ from: "2026-11-01T00:00:00" })).toEqual({ from: "2026-11-01", to: null });
    // One day is a period: from and to the same day.
    expect(readCollectionPeriod({ from: "2026-11-05", to: "2026-11-05" })).toEqual({
      from: "2026-11-05",
      to: "2026-11-05",
    });
  });

  it("refuses a day that is not one and a start after its end, in French", () => {
    expect(() => readCollectionPeriod({ from: "2026-02-30" })).toThrowError(
      "La date « 30/02/2026 » n'est pas valide",
    );
    expect(() => readCollectionPeriod({ to: "hier" })).toThrow(DomainError);
    expect(() => readCollectionPeriod({ from: "2026-12-01", to: "2026-11-30" })).toThrowError(
      "La date de début (01/12/2026) est postérieure à la date de fin (30/11/2026)",
    );
  });
});
