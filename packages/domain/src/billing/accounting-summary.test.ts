import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import { DomainError } from "../shared/errors";
import {
  accountingSummaryTotals,
  isProjectToInvoice,
  quotationLeftToInvoice,
  readSummaryRange,
  summaryInvoiceColor,
} from "./accounting-summary";
import type { InvoiceState } from "./invoice-states";

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? `${error.code} ${error.field}` : "not a domain error";
  }
  return "no error";
};

describe("readSummaryRange", () => {
  it("reads days, a date-time for its day, and empty bounds as none", () => {
    expect(readSummaryRange({ from: "2026-01-01", to: "2026-12-31" })).toEqual({
      from: "2026-01-01",
      to: "2026-12-31",
    });
    expect(readSummaryRange({ from: "2026-03-01T00:00:00", to: " " })).toEqual({
      from: "2026-03-01",
      to: null,
    });
    expect(readSummaryRange({})).toEqual({ from: null, to: null });
  });

  it("refuses a day that does not exist, a word, and a reversed range, naming the field", () => {
    expect(codeOf(() => readSummaryRange({ from: "2026-02-30" }))).toBe(
      "ACCOUNTING_SUMMARY_DATE_INVALID from",
    );
    expect(codeOf(() => readSummaryRange({ to: "demain" }))).toBe("ACCOUNTING_SUMMARY_DATE_INVALID to");
    expect(codeOf(() => readSummaryRange({ to: "2026-01-01xyz" }))).toBe(
      "ACCOUNTING_SUMMARY_DATE_INVALID to",
    );
    expect(codeOf(() => readSummaryRange({ from: "2026-02-01", to: "2026-01-31" }))).toBe(
      "ACCOUNTING_SUMMARY_DATES_REVERSED from",
    );
  });
});

describe("amounts left", () => {
  it("bills a quotation with its issued invoices only, never below 0", () => {
    // TTC 3 773,75; a paid deposit of 1 000,00 and a sent partial of 500,00; a draft of 2 000,00 bills nothing yet.
    const invoices = [
      { state: "STATE_PAID" as const, billedOnQuotationCents: toCents(100_000) },
      { state: "STATE_SEND" as const, billedOnQuotationCents: toCents(50_000) },
      { state: "STATE_CREATED" as const, billedOnQuotationCents: toCents(200_000) },
    ];
    expect(quotationLeftToInvoice(toCents(377_375), invoices)).toBe(227_375);
    expect(
      quotationLeftToInvoice(toCents(100_000), [
        { state: "STATE_VALIDATED", billedOnQuotationCents: toCents(120_000) },
      ]),
    ).toBe(0);
  });

  it("adds what is owed on validated and sent invoices once each, and sums both", () => {
    // Invoice 7 bills both quotations: its 300,00 left counts once. Paid and draft invoices owe nothing here.
    const shared = { id: 7, state: "STATE_SEND" as const, amountLeftCents: toCents(30_000) };
    const totals = accountingSummaryTotals([
      {
        amountLeftCents: toCents(150_000),
        invoices: [shared, { id: 8, state: "STATE_PAID", amountLeftCents: toCents(0) }],
      },
      {
        amountLeftCents: toCents(20_000),
        invoices: [
          shared,
          { id: 9, state: "STATE_VALIDATED", amountLeftCents: toCents(12_000) },
          { id: 10, state: "STATE_CREATED", amountLeftCents: toCents(50_000) },
        ],
      },
    ]);
    expect(totals).toEqual({
      toInvoiceCents: toCents(170_000),
      toCollectCents: toCents(42_000),
      totalCents: toCents(212_000),
    });
  });

  it("keeps total = to invoice + to collect whatever the quotations", () => {
    const state = fc.constantFrom<InvoiceState>(
      "STATE_CREATED",
      "STATE_VALIDATED",
      "STATE_SEND",
      "STATE_PAID",
    );
    const invoice = fc.record({
      id: fc.integer({ min: 1, max: 20 }),
      state,
      amountLeftCents: fc.nat(1_000_000).map(toCents),
    });
    const quotation = fc.record({
      amountLeftCents: fc.nat(10_000_000).map(toCents),
      invoices: fc.array(invoice, { maxLength: 4 }),
    });
    fc.assert(
      fc.property(fc.array(quotation, { maxLength: 8 }), (quotations) => {
        const totals = accountingSummaryTotals(quotations);
        expect(totals.totalCents).toBe(totals.toInvoiceCents + totals.toCollectCents);
        expect(totals.toCollectCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe("colours and highlight", () => {
  it("colours paid green, created or validated orange, sent red", () => {
    expect(summaryInvoiceColor("STATE_PAID")).toBe("success");
    expect(summaryInvoiceColor("STATE_CREATED")).toBe("warning");
    expect(summaryInvoiceColor("STATE_VALIDATED")).toBe("warning");
    expect(summaryInvoiceColor("STATE_SEND")).toBe("danger");
  });

  it("highlights only a project in STATE_FACTURABLE", () => {
    expect(isProjectToInvoice("STATE_FACTURABLE")).toBe(true);
    expect(isProjectToInvoice("STATE_PLANNED")).toBe(false);
    expect(isProjectToInvoice(null)).toBe(false);
  });
});
