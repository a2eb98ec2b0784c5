import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InvoiceState } from "../billing/invoice-states";
import { toCents } from "../shared/cents";
import { clientReporting, type ReportingSums } from "./client-reporting";
import type { CreditState } from "./credit-notes";

const ALPHA = { issuerId: 1, issuerName: "Alpha Événements" };
const BETA = { issuerId: 2, issuerName: "Beta Traiteur" };

const invoice = (
  issuer: typeof ALPHA,
  state: InvoiceState,
  ht: number,
  ttc: number,
  left: number,
): ReportingSums => ({
  kind: "invoice",
  state,
  ...issuer,
  totalHtCents: toCents(ht),
  totalTtcCents: toCents(ttc),
  amountLeftCents: toCents(left),
});
const credit = (
  issuer: typeof ALPHA,
  state: CreditState,
  ht: number,
  ttc: number,
  left: number,
): ReportingSums => ({
  kind: "credit",
  state,
  ...issuer,
  totalHtCents: toCents(ht),
  totalTtcCents: toCents(ttc),
  amountLeftCents: toCents(left),
});

describe("the client's Reporting", () => {
  it("nets issued credit notes off numbered invoices per group company, drafts left out", () => {
    const report = clientReporting([
      // Beta first: the lines come out by name whatever the order of the rows.
      invoice(BETA, "STATE_SEND", 30_000, 33_000, 33_000),
      credit(BETA, "CREDIT_STATE_CREATED", 1_000, 1_200, 1_200),
      credit(BETA, "CREDIT_STATE_USED", 5_000, 5_500, 0),
      invoice(ALPHA, "STATE_VALIDATED", 100_000, 120_000, 70_000),
      invoice(ALPHA, "STATE_PAID", 10_000, 12_000, 0),
      invoice(ALPHA, "STATE_CREATED", 5_000, 6_000, 6_000),
      credit(ALPHA, "CREDIT_STATE_VALIDATED", 20_000, 24_000, 24_000),
      // Over-spent by a later correction: it holds nothing, not minus 5,00.
      credit(ALPHA, "CREDIT_STATE_PARTIALY_USED", 0, 0, -500),
    ]);
    expect(report.issuers).toEqual([
      {
        ...ALPHA,
        // 1 000,00 + 100,00 − 200,00 HT; 1 200,00 + 120,00 − 240,00 TTC (the 50,00 draft left out)
        revenueHtCents: toCents(90_000),
        revenueTtcCents: toCents(108_000),
        // 700,00 still due on the validated invoice, 0 on the paid one
        leftToCollectCents: toCents(70_000),
        // 240,00 on the validated credit, 0 (not −5,00) on the over-spent one
        creditsLeftCents: toCents(24_000),
      },
      {
        ...BETA,
        // 300,00 − 50,00 HT; 330,00 − 55,00 TTC (the 10,00 draft credit left out)
        revenueHtCents: toCents(25_000),
        revenueTtcCents: toCents(27_500),
        leftToCollectCents: toCents(33_000),
        creditsLeftCents: toCents(0),
      },
    ]);
    // 900,00 + 250,00 HT; 1 080,00 + 275,00 TTC; 700,00 + 330,00 left
    expect(report).toMatchObject({
      revenueHtCents: toCents(115_000),
      revenueTtcCents: toCents(135_500),
      leftToCollectCents: toCents(103_000),
      creditsLeftCents: toCents(24_000),
    });
  });

  it("has no line and zero totals for a client with drafts only or nothing", () => {
    const empty = {
      revenueHtCents: toCents(0),
      revenueTtcCents: toCents(0),
      leftToCollectCents: toCents(0),
      creditsLeftCents: toCents(0),
      issuers: [],
    };
    expect(clientReporting([])).toEqual(empty);
    expect(
      clientReporting([
        invoice(ALPHA, "STATE_CREATED", 100, 120, 120),
        credit(BETA, "CREDIT_STATE_CREATED", 100, 120, 120),
      ]),
    ).toEqual(empty);
  });

  it("refuses amounts that are not whole cents", () => {
    expect(() => clientReporting([invoice(ALPHA, "STATE_SEND", 10.5, 12, 12)])).toThrow();
  });
});

const invoiceStates: InvoiceState[] = ["STATE_CREATED", "STATE_VALIDATED", "STATE_SEND", "STATE_PAID"];
const creditStates: CreditState[] = [
  "CREDIT_STATE_CREATED",
  "CREDIT_STATE_VALIDATED",
  "CREDIT_STATE_PARTIALY_USED",
  "CREDIT_STATE_USED",
];
const amount = fc.integer({ min: 0, max: 10_000_000_00 });
const issuer = fc.constantFrom(ALPHA, BETA, { issuerId: 3, issuerName: "Gamma" });
const sums: fc.Arbitrary<ReportingSums> = fc.oneof(
  fc
    .tuple(issuer, fc.constantFrom(...invoiceStates), amount, amount, amount)
    .map(([who, state, ht, ttc, left]) => invoice(who, state, ht, ttc, left)),
  fc
    .tuple(
      issuer,
      fc.constantFrom(...creditStates),
      amount,
      amount,
      fc.integer({ min: -1_000_00, max: 1_000_00 }),
    )
    .map(([who, state, ht, ttc, left]) => credit(who, state, ht, ttc, left)),
);

describe("the client's Reporting, for any documents", () => {
  it("totals are the sums of the group companies' lines", () => {
    fc.assert(
      fc.property(fc.array(sums, { maxLength: 30 }), (rows) => {
        const report = clientReporting(rows);
        const sum = (pick: (line: (typeof report.issuers)[number]) => number) =>
          report.issuers.reduce((total, line) => total + pick(line), 0);
        expect(report.revenueHtCents).toBe(sum((line) => line.revenueHtCents));
        expect(report.revenueTtcCents).toBe(sum((line) => line.revenueTtcCents));
        expect(report.leftToCollectCents).toBe(sum((line) => line.leftToCollectCents));
        expect(report.creditsLeftCents).toBe(sum((line) => line.creditsLeftCents));
      }),
    );
  });

  it("revenue is numbered invoices less issued credits, in any order; drafts change nothing", () => {
    fc.assert(
      fc.property(fc.array(sums, { maxLength: 30 }), fc.array(sums, { maxLength: 5 }), (rows, extra) => {
        const report = clientReporting(rows);
        const signed = rows.reduce((total, row) => {
          if (row.kind === "invoice") return row.state === "STATE_CREATED" ? total : total + row.totalHtCents;
          return row.state === "CREDIT_STATE_CREATED" ? total : total - row.totalHtCents;
        }, 0);
        expect(report.revenueHtCents).toBe(signed);
        expect(clientReporting([...rows].reverse())).toEqual(report);
        const drafts = extra.map((row) =>
          row.kind === "invoice"
            ? { ...row, state: "STATE_CREATED" as const }
            : { ...row, state: "CREDIT_STATE_CREATED" as const },
        );
        expect(clientReporting([...drafts, ...rows])).toEqual(report);
        for (const line of report.issuers) expect(line.creditsLeftCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
