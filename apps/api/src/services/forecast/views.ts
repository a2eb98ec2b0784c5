import type {
  ChargeState,
  ChargeType,
  ForecastEditScope,
  ForecastMonthSummary,
  TransactionType,
} from "@tronc/domain";

/** The contracts of the cash area (forecast, charges, accounting follow-up) shared by API and web. */

/** A group company's share of a charge or a line, with its name and colour for the screen. */
export interface CompanyPartView {
  companyId: number;
  name: string;
  color: string;
  pct: number;
  amountCents: number;
}

export interface ChargeView {
  id: number;
  title: string;
  type: ChargeType;
  typeLabel: string;
  /** Always negative (an expense). */
  amountCents: number;
  everyNMonth: number;
  dayOfMonth: number;
  dateFrom: string;
  /** First day the current title, amount and split apply to. */
  valuesFrom: string;
  color: string;
  state: ChargeState;
  stateLabel: string;
  isActive: boolean;
  deactivatedFrom: string | null;
  /** 'Tous les 3 mois le 15 depuis le 01/01/2026'. */
  recurrenceText: string;
  companiesParts: CompanyPartView[];
}

export interface ChargeListStats {
  count: number;
  /** Sum of the listed charges' amounts (negative). */
  totalCents: number;
}

/**
 * Where a line of the forecast comes from: typed by hand, rolled out from a charge, or anticipated
 * (computed from what clients still owe, a quotation's payment schedule, or what suppliers are owed).
 */
export type ForecastLineKind = "manual" | "charge" | "invoice" | "schedule" | "supplierInvoice";

export interface ForecastLineView {
  /** Unique on the screen: 'item-12', 'invoice-5', 'schedule-8', 'supplier-invoice-3'. */
  key: string;
  /** The forecast item's id; null for an anticipated line (computed, never stored). */
  id: number | null;
  kind: ForecastLineKind;
  isAnticipated: boolean;
  title: string;
  /** Positive income, negative expense. For a real line: what was really paid. */
  amountCents: number;
  /** What was planned, once the line is declared real. */
  forecastAmountCents: number | null;
  transactionType: TransactionType;
  /** The day it was planned on. */
  forecastDay: string;
  /** The day it was really paid or cashed, once declared real. */
  realDay: string | null;
  /** The day it shows on: realDay for a real line, today for a late anticipated line, else forecastDay. */
  shownOn: string;
  isReal: boolean;
  /** An anticipated line whose date has passed: shown on today, marked late. */
  isLate: boolean;
  /** Edited 'Cette valeur uniquement': the rollout leaves it alone. */
  isPinned: boolean;
  chargeId: number | null;
  chargeType: ChargeType | null;
  /** The charge's colour, else null. */
  color: string | null;
  companiesParts: CompanyPartView[];
  /** For an anticipated line, the screen path of its source (invoice, quotation, supplier invoice). */
  sourcePath: string | null;
  /** Label of the source, e.g. 'FA-TRI-2026-0004' or 'Devis DE-TRI-2026-0002'. */
  sourceLabel: string | null;
}

export interface ForecastDayView {
  /** yyyymmdd: the day's id on the wire (/days/20261123). */
  id: number;
  date: string;
  /** The bank balance recorded at the opening of this day, if any. */
  bankBalanceCents: number | null;
  openingBalanceCents: number;
  closingBalanceCents: number;
  /** Lines still forecast (planned here, not declared real), anticipated ones included. */
  forecastLines: ForecastLineView[];
  /** Lines declared real on this day. */
  realLines: ForecastLineView[];
}

/** 'Récapitulatif': per group company, the month's charge lines by charge type, and the total. */
export interface ForecastRecapEntry {
  companyId: number;
  name: string;
  charges: { type: ChargeType; label: string; amountCents: number }[];
  totalCents: number;
}

export interface ForecastMonthView extends ForecastMonthSummary {
  /** Every day of the month, in order. */
  days: ForecastDayView[];
  recap: ForecastRecapEntry[];
}

export interface ForecastWindowView {
  /** First day of the first month shown. */
  startMonth: string;
  /** Today in Paris: late anticipated lines show on it; only days from it count forecast lines in balances. */
  today: string;
  months: ForecastMonthView[];
  /** Active group companies, in name order: the split of the edit modal. */
  companies: { id: number; name: string; color: string }[];
  /** The last bank balance recorded on or before the window's end, if any. */
  lastBankBalance: { date: string; amountCents: number } | null;
}

export interface ForecastDaysStats {
  realIncomeCents: number;
  realExpensesCents: number;
  theoreticalIncomeCents: number;
  theoreticalExpensesCents: number;
}

export type { ForecastEditScope };

/** The accounting follow-up ('Suivi comptable'). */
export type SummaryDateBasis = "devis" | "event_start" | "event_end" | "invoice";

export interface SummaryInvoiceView {
  id: number;
  reference: string | null;
  state: string;
  stateLabel: string;
  /** 'success' paid, 'warning' created or validated, 'danger' sent. */
  color: "success" | "warning" | "danger";
  type: string;
  typeLabel: string;
  totalHtCents: number;
  totalTtcCents: number;
  totalTvaCents: number;
  amountLeftCents: number;
  eligibleAt: string | null;
}

export interface SummaryQuotationView {
  idQuotation: number;
  reference: string;
  state: string;
  stateLabel: string;
  triangleCompany: { id: number; name: string; color: string };
  company: { id: number; name: string; isFactor: boolean };
  createdAt: string;
  project: { id: number; name: string; state: string; stateLabel: string; isToInvoice: boolean } | null;
  startAt: string | null;
  endAt: string | null;
  totalHtCents: number;
  totalTtcCents: number;
  /** TTC not yet invoiced. */
  amountLeftCents: number;
  invoices: SummaryInvoiceView[];
}

export interface AccountingSummaryView {
  /** resteAFacturer: quotations' TTC not yet invoiced. */
  toInvoiceCents: number;
  /** resteAEncaisser: invoices' amounts left to collect. */
  toCollectCents: number;
  /** resteTotal. */
  totalCents: number;
  quotations: SummaryQuotationView[];
}
