import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { QUOTATION_STATE_LABELS, type QuotationState } from "../proposals/quotations";
import { DomainError } from "../shared/errors";
import {
  BILLABLE_QUOTATION_STATES,
  isBillableQuotation,
  quotationLeftToBill,
  readQuotationListDates,
  readQuotationStates,
  showsQuotationStateBadge,
} from "./quotation-list";

const STATES = Object.keys(QUOTATION_STATE_LABELS) as QuotationState[];

describe("quotation list rules", () => {
  it("offers invoicing in ACCEPTED, BILLED and DONE only", () => {
    expect([...BILLABLE_QUOTATION_STATES].sort()).toEqual([
      "QUOTATION_STATE_ACCEPTED",
      "QUOTATION_STATE_BILLED",
      "QUOTATION_STATE_DONE",
    ]);
  });

  it("'Facturables': a billable state and something left", () => {
    const accepted = { state: "QUOTATION_STATE_ACCEPTED" as const, totalTtcCents: 377_375 };
    expect(isBillableQuotation({ ...accepted, billedCents: 0 })).toBe(true);
    // 3 773,75 € − 3 773,74 € = 0,01 € left: still billable
    expect(isBillableQuotation({ ...accepted, billedCents: 377_374 })).toBe(true);
    expect(isBillableQuotation({ ...accepted, billedCents: 377_375 })).toBe(false);
    expect(
      isBillableQuotation({ state: "QUOTATION_STATE_IN_BILLED", totalTtcCents: 100, billedCents: 0 }),
    ).toBe(false);
    expect(isBillableQuotation({ state: "QUOTATION_STATE_DONE", totalTtcCents: 100, billedCents: 50 })).toBe(
      true,
    );
  });

  it("shows the state badge only above 0 HT", () => {
    expect(showsQuotationStateBadge(0)).toBe(false);
    expect(showsQuotationStateBadge(1)).toBe(true);
  });

  it("reads the states, refusing an unknown one in French", () => {
    expect(readQuotationStates(["QUOTATION_STATE_BILLED", "QUOTATION_STATE_BILLED"])).toEqual([
      "QUOTATION_STATE_BILLED",
    ]);
    expect(() => readQuotationStates(["NOPE"])).toThrowError("L'état de devis « NOPE » n'existe pas");
  });

  it("reads the day range, refusing a reversed or impossible one", () => {
    expect(readQuotationListDates({ from: "2026-01-01", to: "2026-01-01" })).toEqual({
      from: "2026-01-01",
      to: "2026-01-01",
    });
    expect(readQuotationListDates({})).toEqual({ from: null, to: null });
    expect(() => readQuotationListDates({ from: "2026-02-02", to: "2026-02-01" })).toThrowError(
      "La date de début (02/02/2026) doit précéder la date de fin (01/02/2026)",
    );
    expect(() => readQuotationListDates({ from: "2026-02-30" })).toThrow(DomainError);
  });

  it("billable is exactly: billable state and left above 0", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATES),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (state, totalTtcCents, billedCents) => {
          const billable = isBillableQuotation({ state, totalTtcCents, billedCents });
          expect(billable).toBe(
            BILLABLE_QUOTATION_STATES.includes(state) && quotationLeftToBill(totalTtcCents, billedCents) > 0,
          );
        },
      ),
    );
  });
});
