import type { Cents, ChargeState, ChargeType, CompanyPartView, ForecastEditScope } from "@tronc/domain";

/** The contracts of the cash area (forecast, charges, accounting follow-up) shared by API and web. */

export type {
  CompanyPartView,
  ForecastDayView,
  ForecastLineKind,
  ForecastLineView,
  ForecastMonthView,
  ForecastRecapEntry,
  ForecastWindowView,
  ForecastWindowWire,
} from "@tronc/domain";

export interface ChargeView {
  id: number;
  title: string;
  type: ChargeType;
  typeLabel: string;
  /** Always negative (an expense). */
  amountCents: Cents;
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
  /** Sent back by every update: a save based on an older version is refused. */
  version: number;
}

export interface ChargeListStats {
  count: number;
  /** Sum of the listed charges' amounts (negative). */
  totalCents: Cents;
}

export interface ForecastDaysStats {
  realIncomeCents: Cents;
  realExpensesCents: Cents;
  theoreticalIncomeCents: Cents;
  theoreticalExpensesCents: Cents;
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
  totalHtCents: Cents;
  totalTtcCents: Cents;
  totalTvaCents: Cents;
  amountLeftCents: Cents;
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
  totalHtCents: Cents;
  totalTtcCents: Cents;
  /** TTC not yet invoiced. */
  amountLeftCents: Cents;
  invoices: SummaryInvoiceView[];
}

export interface AccountingSummaryView {
  /** resteAFacturer: quotations' TTC not yet invoiced. */
  toInvoiceCents: Cents;
  /** resteAEncaisser: invoices' amounts left to collect. */
  toCollectCents: Cents;
  /** resteTotal. */
  totalCents: Cents;
  quotations: SummaryQuotationView[];
}
