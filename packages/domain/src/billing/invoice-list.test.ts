import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import { DomainError } from "../shared/errors";
import {
  invoiceListFlags,
  invoiceListLabel,
  invoiceSearchTerms,
  invoiceSettlement,
  readInvoiceListRanges,
  readInvoiceNumberBound,
  readInvoiceStates,
} from "./invoice-list";

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? error.code : "not a domain error";
  }
  return "no error";
};

describe("readInvoiceNumberBound", () => {
  it("reads a counter typed as digits or as a full reference", () => {
    expect(readInvoiceNumberBound("42", "numFrom")).toBe(42);
    expect(readInvoiceNumberBound(" 00042 ", "numFrom")).toBe(42);
    expect(readInvoiceNumberBound("fa-tri-2026-00042", "numFrom")).toBe(42);
    expect(readInvoiceNumberBound("", "numFrom")).toBeNull();
    expect(readInvoiceNumberBound(undefined, "numFrom")).toBeNull();
  });

  it("refuses what is no invoice number", () => {
    for (const value of ["0", "-3", "123456", "4.2", "FA-TRI-26-00042", "abc"]) {
      expect(codeOf(() => readInvoiceNumberBound(value, "numTo"))).toBe("INVOICE_LIST_NUMBER_INVALID");
    }
  });

  it("reads back the counter of any reference", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), (counter) => {
        const reference = `FA-TDI-2026-${String(counter).padStart(5, "0")}`;
        expect(readInvoiceNumberBound(reference, "numFrom")).toBe(counter);
        expect(readInvoiceNumberBound(String(counter), "numFrom")).toBe(counter);
      }),
    );
  });
});

describe("readInvoiceListRanges", () => {
  it("keeps ordered bounds and a date-time's day", () => {
    expect(
      readInvoiceListRanges({ from: "2026-01-01T00:00:00", to: "2026-12-31", numFrom: "3", numTo: "3" }),
    ).toEqual({ from: "2026-01-01", to: "2026-12-31", numFrom: 3, numTo: 3 });
    expect(readInvoiceListRanges({})).toEqual({ from: null, to: null, numFrom: null, numTo: null });
  });

  it("refuses a start after its end and a date that does not exist", () => {
    expect(codeOf(() => readInvoiceListRanges({ numFrom: "10", numTo: "9" }))).toBe(
      "INVOICE_LIST_NUMBER_RANGE",
    );
    expect(codeOf(() => readInvoiceListRanges({ from: "2026-02-01", to: "2026-01-31" }))).toBe(
      "INVOICE_LIST_DATE_RANGE",
    );
    expect(codeOf(() => readInvoiceListRanges({ from: "2026-02-30" }))).toBe("INVOICE_LIST_DATE_INVALID");
    expect(codeOf(() => readInvoiceListRanges({ to: "demain" }))).toBe("INVOICE_LIST_DATE_INVALID");
    expect(codeOf(() => readInvoiceListRanges({ to: "2026-01-01xyz" }))).toBe("INVOICE_LIST_DATE_INVALID");
  });
});

describe("invoiceSearchTerms", () => {
  it("keeps a reference as one word, lower-cased and without accents", () => {
    expect(invoiceSearchTerms("FA-TRI-2026-00042")).toEqual(["fa-tri-2026-00042"]);
    expect(invoiceSearchTerms("Soirée  soir 2026")).toEqual(["soiree", "2026"]);
    expect(invoiceSearchTerms("   ")).toEqual([]);
  });
});

describe("readInvoiceStates", () => {
  it("keeps known states and refuses others", () => {
    expect(readInvoiceStates(["STATE_SEND", "STATE_PAID"])).toEqual(["STATE_SEND", "STATE_PAID"]);
    expect(codeOf(() => readInvoiceStates(["STATE_LOST"]))).toBe("INVOICE_LIST_STATE_UNKNOWN");
  });
});

describe("an item of the list", () => {
  it("names a draft 'Facture en cours de création'", () => {
    expect(invoiceListLabel(null)).toBe("Facture en cours de création");
    expect(invoiceListLabel("FA-TRI-2026-00001")).toBe("FA-TRI-2026-00001");
  });

  it("shows the paid date once nothing is left, else what is left", () => {
    expect(invoiceSettlement({ amountLeftCents: toCents(0), paidAt: "2026-11-02" })).toEqual({
      kind: "paid",
      paidAt: "2026-11-02",
    });
    expect(invoiceSettlement({ amountLeftCents: toCents(12_50), paidAt: null })).toEqual({
      kind: "left",
      amountLeftCents: toCents(12_50),
    });
  });

  it("is overdue after 21 days past the eligibility date, not on the 21st", () => {
    const invoice = { state: "STATE_SEND" as const, eligibleAt: "2026-11-01", amountLeftCents: toCents(100) };
    // 2026-11-01 + 21 days = 2026-11-22: not yet late; the 23rd is the 22nd day.
    expect(invoiceListFlags(invoice, "2026-11-22")).toEqual({ showEligibility: true, overdue: false });
    expect(invoiceListFlags(invoice, "2026-11-23")).toEqual({ showEligibility: true, overdue: true });
    expect(invoiceListFlags({ ...invoice, amountLeftCents: toCents(0) }, "2027-01-01").overdue).toBe(false);
    expect(invoiceListFlags({ ...invoice, state: "STATE_CREATED" }, "2027-01-01")).toEqual({
      showEligibility: false,
      overdue: false,
    });
  });
});
