import { isInvoiceOverdue, OVERDUE_AFTER_DAYS } from "../billing/invoice-due-date";
import type { InvoiceState } from "../billing/invoice-states";
import { domainError } from "../messages";
import type { SupplierInvoiceState } from "../money-out/supplier-invoices";
import { isCallbackRequired, type LeadLevel, type LeadStatus } from "../sales/lead-rules";
import { addDays } from "../shared/calendar-dates";
import type { Cents } from "../shared/cents";
import { toParisDate } from "../shared/paris-time";
import type { BadgeColor } from "../shared/state-machine";

export type AlertState = "ALERT_STATE_NEW" | "ALERT_STATE_READ" | "ALERT_STATE_DONE";

/** Loading the list reads new alerts; 'Déclarer comme réglé' closes them for good. */
export const ALERT_TRANSITIONS = {
  ALERT_STATE_NEW: ["ALERT_STATE_READ", "ALERT_STATE_DONE"],
  ALERT_STATE_READ: ["ALERT_STATE_DONE"],
  ALERT_STATE_DONE: [],
} as const satisfies Record<AlertState, readonly AlertState[]>;

export const ALERT_STATE_LABELS = {
  ALERT_STATE_NEW: "Nouveau",
  ALERT_STATE_READ: "Lu",
  ALERT_STATE_DONE: "Terminé",
} as const satisfies Record<AlertState, string>;

export const ALERT_STATE_COLORS = {
  ALERT_STATE_NEW: "danger",
  ALERT_STATE_READ: "warning",
  ALERT_STATE_DONE: "success",
} as const satisfies Record<AlertState, BadgeColor>;

export const ALERT_STATES = Object.keys(ALERT_TRANSITIONS) as AlertState[];

export const DEFAULT_ALERT_LIST_STATES: readonly AlertState[] = ["ALERT_STATE_NEW", "ALERT_STATE_READ"];

export function isAlertState(value: unknown): value is AlertState {
  return typeof value === "string" && Object.hasOwn(ALERT_TRANSITIONS, value);
}

/** States read from a query ('state[]=…'); an unknown one is refused in French. */
export function readAlertStates(values: readonly string[]): AlertState[] {
  return [
    ...new Set(
      values.map((value) => {
        if (!isAlertState(value)) throw domainError("ALERT_STATE_INVALID", "invalid", { value });
        return value;
      }),
    ),
  ];
}

export interface AlertRef {
  id: number;
  state: AlertState;
  readBy: readonly number[];
}

/** Whether the screen should tell the server that this reader has seen the alert. */
export function needsReading(alert: AlertRef, readerId: number): boolean {
  return alert.state !== "ALERT_STATE_DONE" && !alert.readBy.includes(readerId);
}

export function canDeclareAlertDone(state: AlertState): boolean {
  return state !== "ALERT_STATE_DONE";
}

/** 'Déclarer comme réglé': done, with the date and time. */
export function declareAlertDone(now: string): { state: "ALERT_STATE_DONE"; doneAt: string } {
  return { state: "ALERT_STATE_DONE", doneAt: now };
}

/**
 * Settling a done alert is a conflict (two people clicked, or a client sent it twice): refused, saying
 * when it was settled (`doneAtLabel`, 'dd/MM/yyyy HH:mm').
 */
export function assertAlertSettleable(alert: { state: AlertState; doneAtLabel: string | null }): void {
  if (canDeclareAlertDone(alert.state)) return;
  throw domainError("ALERT_ALREADY_DONE", "conflict", { doneAt: alert.doneAtLabel ?? "—" });
}

/** A state sent by a client on an alert: back to new is refused; read and done are the two verbs. */
export function assertAlertStateSendable(state: AlertState): "ALERT_STATE_READ" | "ALERT_STATE_DONE" {
  if (state === "ALERT_STATE_NEW") throw domainError("ALERT_STATE_NOT_NEW", "rule");
  return state;
}

/** What raised an alert. The spec does not show the values: these are decided (docs/decisions.md). */
export const ALERT_TYPE_LABELS = {
  ALERT_TYPE_LEAD_CALLBACK_MISSED: "Rappel manqué",
  ALERT_TYPE_INVOICE_OVERDUE: "Facture client en retard",
  ALERT_TYPE_SUPPLIER_INVOICE_DUE: "Facture fournisseur à régler",
  ALERT_TYPE_PROJECT_TO_INVOICE: "Projet à facturer",
  ALERT_TYPE_PURCHASES_MISSING: "Procédure interne",
  ALERT_TYPE_OTHER: "Autre",
} as const;
export type AlertType = keyof typeof ALERT_TYPE_LABELS;

export const ALERT_TYPE_COLORS = {
  ALERT_TYPE_LEAD_CALLBACK_MISSED: "danger",
  ALERT_TYPE_INVOICE_OVERDUE: "warning",
  ALERT_TYPE_SUPPLIER_INVOICE_DUE: "info",
  ALERT_TYPE_PROJECT_TO_INVOICE: "primary",
  ALERT_TYPE_PURCHASES_MISSING: "dark",
  ALERT_TYPE_OTHER: "secondary",
} as const satisfies Record<AlertType, BadgeColor>;

export const ALERT_TYPES = Object.keys(ALERT_TYPE_LABELS) as AlertType[];

/** The kinds `pnpm alerts:scan` looks for; the others are raised where their event happens. */
export const SCANNED_ALERT_TYPES = [
  "ALERT_TYPE_LEAD_CALLBACK_MISSED",
  "ALERT_TYPE_INVOICE_OVERDUE",
  "ALERT_TYPE_SUPPLIER_INVOICE_DUE",
] as const satisfies readonly AlertType[];
export type ScannedAlertType = (typeof SCANNED_ALERT_TYPES)[number];

export function isAlertType(value: unknown): value is AlertType {
  return typeof value === "string" && Object.hasOwn(ALERT_TYPE_LABELS, value);
}

export function readAlertType(value: string): AlertType {
  if (!isAlertType(value)) throw domainError("ALERT_TYPE_INVALID", "invalid", { value }, { field: "type" });
  return value;
}

/** The list's count: '1 alerte', '12 alertes', 'plus de 1 000 alertes' past an inexact count. */
export function alertCountLabel(count: number, isExact = true): string {
  const words = `${count.toLocaleString("fr-FR")} alerte${count > 1 ? "s" : ""}`;
  return isExact ? words : `plus de ${words}`;
}

/** Lower-case, accent-free, as the search folds both sides. */
function fold(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The types whose French label holds a (folded) search word: 'retard' finds the overdue invoices. */
export function alertTypesMatching(term: string): AlertType[] {
  const word = fold(term);
  return ALERT_TYPES.filter((type) => fold(ALERT_TYPE_LABELS[type]).includes(word));
}

// ---------------------------------------------------------------------------------------------
// Dedupe keys: kind + object + the moment that makes it a new event. The same event never raises
// two alerts (alerts.dedupe_key is unique); a new event on the same object raises again.

/** A callback missed: a new callback time on the same lead is a new event. */
export function missedCallbackKey(leadId: number, callbackAt: string): string {
  return `ALERT_TYPE_LEAD_CALLBACK_MISSED:lead:${leadId}:${new Date(callbackAt).toISOString()}`;
}

/** An invoice overdue: once per invoice and eligibility date (fixed at validation). */
export function invoiceOverdueKey(invoiceId: number, eligibleAt: string): string {
  return `ALERT_TYPE_INVOICE_OVERDUE:invoice:${invoiceId}:${eligibleAt.slice(0, 10)}`;
}

/** A supplier invoice to pay: once per invoice and due date (a moved due date is a new event). */
export function supplierInvoiceDueKey(supplierInvoiceId: number, paymentAt: string): string {
  return `ALERT_TYPE_SUPPLIER_INVOICE_DUE:supplier-invoice:${supplierInvoiceId}:${paymentAt.slice(0, 10)}`;
}

/** A delivery report is signed once: one alert per report. */
export function projectToInvoiceKey(deliveryReportId: number): string {
  return `ALERT_TYPE_PROJECT_TO_INVOICE:delivery-report:${deliveryReportId}`;
}

/** A refused acceptance: at most one alert per recommendation and Paris day, however often it is tried. */
export function purchasesMissingKey(recommendationId: number, at: Date | string): string {
  return `ALERT_TYPE_PURCHASES_MISSING:recommendation:${recommendationId}:${toParisDate(at)}`;
}

/** An alert written by hand (Hydra POST): each one is its own event. */
export function manualAlertKey(token: string): string {
  return `ALERT_TYPE_OTHER:manual:${token}`;
}

// ---------------------------------------------------------------------------------------------
// Time rules, for `pnpm alerts:scan`. `now` / `today` are always arguments.

/** A callback still set this long after its time was not made: the sales person had an hour to call. */
export const MISSED_CALLBACK_GRACE_MINUTES = 60;

/** Callbacks set at or before this instant (ISO) are missed at `now`. */
export function missedCallbackCutoff(now: Date | string): string {
  return new Date(new Date(now).getTime() - MISSED_CALLBACK_GRACE_MINUTES * 60_000).toISOString();
}

/**
 * Missed: a callback is set, its time passed more than the grace ago, and the lead still waits for it
 * (not trash, not refused, not accepted). Making the call means moving or deleting the callback.
 */
export function isCallbackMissed(
  lead: { leadLevel: LeadLevel | null; leadStatus: LeadStatus; callbackAt: string | null },
  now: Date | string,
): boolean {
  if (lead.callbackAt === null || !isCallbackRequired(lead)) return false;
  return Date.parse(lead.callbackAt) <= Date.parse(missedCallbackCutoff(now));
}

/** Invoices that are out with the customer: validated ('Editée') or sent; paid ones are settled. */
export const OVERDUE_ALERT_INVOICE_STATES = [
  "STATE_VALIDATED",
  "STATE_SEND",
] as const satisfies readonly InvoiceState[];

/** Eligibility dates before this day are more than 21 days past at `today` (spec §9). */
export function overdueEligibleBefore(today: string): string {
  return addDays(today, -OVERDUE_AFTER_DAYS);
}

/** Overdue (spec §9): out with the customer, something left, more than 21 days after its eligibility date. */
export function isInvoiceOverdueForAlert(
  invoice: { state: InvoiceState; amountLeftCents: Cents; eligibleAt: string | null },
  today: string,
): boolean {
  return (
    (OVERDUE_ALERT_INVOICE_STATES as readonly InvoiceState[]).includes(invoice.state) &&
    isInvoiceOverdue(invoice, today)
  );
}

/** A supplier invoice is announced this many days before its payment date. */
export const SUPPLIER_INVOICE_DUE_WITHIN_DAYS = 7;

/** Payment dates on or before this day are due within 7 days at `today` (past ones included: still unpaid). */
export function supplierInvoiceDueBy(today: string): string {
  return addDays(today, SUPPLIER_INVOICE_DUE_WITHIN_DAYS);
}

/** Due within 7 days (or already late) and not paid: not 'Réglée' and something left to pay. */
export function isSupplierInvoiceDueSoon(
  invoice: { state: SupplierInvoiceState; amountLeftCents: Cents; paymentAt: string | null },
  today: string,
): boolean {
  return (
    invoice.state !== "STATE_PAID" &&
    invoice.amountLeftCents > 0 &&
    invoice.paymentAt !== null &&
    invoice.paymentAt.slice(0, 10) <= supplierInvoiceDueBy(today)
  );
}

// ---------------------------------------------------------------------------------------------
// Supplier purchases an accepted recommendation needs.

export interface QuotationPurchaseNeeds {
  reference: string;
  /** The product types the quotation's group products buy (their linked purchases). */
  needed: readonly { productTypeId: number; name: string }[];
  /** The product types of the purchase lines entered on the quotation. */
  entered: readonly number[];
}

export interface MissingPurchases {
  reference: string;
  /** Names of the product types bought by a sold product and absent from the purchases, once each. */
  productTypes: string[];
}

/** The quotations whose sold products need a purchase that was not entered (or was deleted since). */
export function missingPurchases(quotations: readonly QuotationPurchaseNeeds[]): MissingPurchases[] {
  return quotations.flatMap((quotation) => {
    const missing = quotation.needed.filter((need) => !quotation.entered.includes(need.productTypeId));
    const names = [...new Set(missing.map((need) => need.name))];
    return names.length === 0 ? [] : [{ reference: quotation.reference, productTypes: names }];
  });
}
