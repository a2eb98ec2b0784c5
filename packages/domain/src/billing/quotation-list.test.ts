import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import { DomainError } from "../shared/errors";
import {
  BILLABLE_QUOTATION_STATES,
  readQuotationListDates,
  readQuotationStates,
  showsQuotationStateBadge,
} from "./quotation-list";

describe("quotation list rules", () => {
  it("offers invoicing in ACCEPTED, BILLED and DONE only", () => {
    expect([...BILLABLE_QUOTATION_STATES].sort()).toEqual([
      "QUOTATION_STATE_ACCEPTED",
      "QUOTATION_STATE_BILLED",
      "QUOTATION_STATE_DONE",
    ]);
  });

  it("shows the state badge only above 0 HT", () => {
    expect(showsQuotationStateBadge(toCents(0))).toBe(false);
    expect(showsQuotationStateBadge(toCents(1))).toBe(true);
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
});
