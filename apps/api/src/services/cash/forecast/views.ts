import type { ChargeState, ChargeType, CompanyPartView, ForecastEditScope } from "@tronc/domain";

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
