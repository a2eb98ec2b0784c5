import type { InvoiceState } from "../billing/invoice-states";
import type { Cents } from "../shared/cents";
import { toCents } from "../shared/cents";
import { assertCents } from "../shared/decimal";
import type { CreditState } from "./credit-notes";
import { displayedCreditAmountLeft } from "./credit-notes";

/**
 * The client's documents summed per issuer and state (one row per group, as SQL's GROUP BY gives
 * them): what the client sheet's Reporting tab is worked from.
 */
export type ReportingSums =
  | ({ kind: "invoice"; state: InvoiceState } & ReportingAmounts)
  | ({ kind: "credit"; state: CreditState } & ReportingAmounts);

interface ReportingAmounts {
  issuerId: number;
  issuerName: string;
  totalHtCents: Cents;
  totalTtcCents: Cents;
  /** Invoices: TTC less their payments. Credits: TTC less the payments drawn on them (may be < 0). */
  amountLeftCents: Cents;
}

/** One group company's line of the Reporting tab. */
export interface IssuerReporting {
  issuerId: number;
  issuerName: string;
  /** Its numbered invoices less its issued credit notes, HT ('CAHTTriangleCompanies'). */
  revenueHtCents: Cents;
  revenueTtcCents: Cents;
  /** What its numbered invoices still wait for ('restTriangleCompanies'). */
  leftToCollectCents: Cents;
  /** What its issued credit notes still hold, to be spent on the client's invoices. */
  creditsLeftCents: Cents;
}

export interface ClientReporting {
  /** 'caHT' and 'caTTC': every issuer's revenue. */
  revenueHtCents: Cents;
  revenueTtcCents: Cents;
  /** 'restTTC': everything the client still owes on numbered invoices. */
  leftToCollectCents: Cents;
  creditsLeftCents: Cents;
  /** Issuers with a numbered invoice or an issued credit note for the client, by name. */
  issuers: IssuerReporting[];
}

/** Revenue counts numbered invoices only (validated, sent, paid): a draft is no sale yet. */
export function invoiceCountsInRevenue(state: InvoiceState): boolean {
  return state !== "STATE_CREATED";
}

/** A credit note lowers revenue once issued (validated, partly used or used), whether spent or not. */
export function creditCountsInRevenue(state: CreditState): boolean {
  return state !== "CREDIT_STATE_CREATED";
}

const counts = (sums: ReportingSums) =>
  sums.kind === "invoice" ? invoiceCountsInRevenue(sums.state) : creditCountsInRevenue(sums.state);

const emptyIssuer = (sums: ReportingSums): IssuerReporting => ({
  issuerId: sums.issuerId,
  issuerName: sums.issuerName,
  revenueHtCents: toCents(0),
  revenueTtcCents: toCents(0),
  leftToCollectCents: toCents(0),
  creditsLeftCents: toCents(0),
});

function addTo(issuer: IssuerReporting, sums: ReportingSums): void {
  if (sums.kind === "invoice") {
    issuer.revenueHtCents = toCents(issuer.revenueHtCents + sums.totalHtCents);
    issuer.revenueTtcCents = toCents(issuer.revenueTtcCents + sums.totalTtcCents);
    issuer.leftToCollectCents = toCents(issuer.leftToCollectCents + sums.amountLeftCents);
  } else {
    issuer.revenueHtCents = toCents(issuer.revenueHtCents - sums.totalHtCents);
    issuer.revenueTtcCents = toCents(issuer.revenueTtcCents - sums.totalTtcCents);
    issuer.creditsLeftCents = toCents(
      issuer.creditsLeftCents + displayedCreditAmountLeft(sums.amountLeftCents),
    );
  }
}

const byName = (a: IssuerReporting, b: IssuerReporting) =>
  a.issuerName.localeCompare(b.issuerName, "fr") || a.issuerId - b.issuerId;

/**
 * The client's Reporting: per group company, revenue (numbered invoices less issued credit notes, HT
 * and TTC), what is left to collect on its invoices and what its credit notes still hold; then the
 * client's totals, which are the sums of the lines.
 */
export function clientReporting(rows: readonly ReportingSums[]): ClientReporting {
  const issuers = new Map<number, IssuerReporting>();
  for (const sums of rows) {
    assertCents(sums.totalHtCents);
    assertCents(sums.totalTtcCents);
    assertCents(sums.amountLeftCents);
    if (!counts(sums)) continue;
    const issuer = issuers.get(sums.issuerId) ?? emptyIssuer(sums);
    addTo(issuer, sums);
    issuers.set(sums.issuerId, issuer);
  }
  const lines = [...issuers.values()].sort(byName);
  const total = (pick: (line: IssuerReporting) => number) => lines.reduce((sum, line) => sum + pick(line), 0);
  return {
    revenueHtCents: toCents(total((line) => line.revenueHtCents)),
    revenueTtcCents: toCents(total((line) => line.revenueTtcCents)),
    leftToCollectCents: toCents(total((line) => line.leftToCollectCents)),
    creditsLeftCents: toCents(total((line) => line.creditsLeftCents)),
    issuers: lines,
  };
}
