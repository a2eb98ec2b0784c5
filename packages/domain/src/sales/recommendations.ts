import { domainError } from "../messages";
import type { QuotationState } from "../proposals/quotations";
import { isInvoicingStarted, quotationStateOf } from "../proposals/quotations";
import { toParisDate } from "../shared/paris-time";
import type { BadgeColor, StateMachine } from "../shared/state-machine";
import type { ProjectState } from "../work/project-states";
import type { LeadStatus } from "./lead-rules";
import { normalizeSearchText } from "./search-text";

export type RecommendationState =
  | "RECO_STATE_DRAFT"
  | "RECO_STATE_SEND"
  | "RECO_STATE_ACCEPTED"
  | "RECO_STATE_REFUSED";

export type RefusedStatus =
  | "REFUSED_STATE_FARFELU"
  | "REFUSED_STATE_BUDGET"
  | "REFUSED_STATE_CONSULTATION"
  | "REFUSED_STATE_OFF_TOPIC_ANSWER"
  | "REFUSED_STATE_CHANGE"
  | "REFUSED_STATE_ABANDONMENT";

/** Any of the four may be chosen from the selector. */
export const RECOMMENDATION_TRANSITIONS = {
  RECO_STATE_DRAFT: ["RECO_STATE_SEND", "RECO_STATE_ACCEPTED", "RECO_STATE_REFUSED"],
  RECO_STATE_SEND: ["RECO_STATE_DRAFT", "RECO_STATE_ACCEPTED", "RECO_STATE_REFUSED"],
  RECO_STATE_ACCEPTED: ["RECO_STATE_DRAFT", "RECO_STATE_SEND", "RECO_STATE_REFUSED"],
  RECO_STATE_REFUSED: ["RECO_STATE_DRAFT", "RECO_STATE_SEND", "RECO_STATE_ACCEPTED"],
} as const satisfies Record<RecommendationState, readonly RecommendationState[]>;

export const RECOMMENDATION_STATE_LABELS = {
  RECO_STATE_DRAFT: "Brouillon",
  RECO_STATE_SEND: "Envoyée",
  RECO_STATE_ACCEPTED: "Acceptée",
  RECO_STATE_REFUSED: "Refusée",
} as const satisfies Record<RecommendationState, string>;

export const RECOMMENDATION_STATE_COLORS = {
  RECO_STATE_DRAFT: "dark",
  RECO_STATE_SEND: "info",
  RECO_STATE_ACCEPTED: "success",
  RECO_STATE_REFUSED: "danger",
} as const satisfies Record<RecommendationState, BadgeColor>;

export const RECOMMENDATION_MACHINE: StateMachine<RecommendationState> = {
  transitions: RECOMMENDATION_TRANSITIONS,
  labels: RECOMMENDATION_STATE_LABELS,
  colors: RECOMMENDATION_STATE_COLORS,
};

export const REFUSED_STATUS_LABELS = {
  REFUSED_STATE_FARFELU: "Demande farfelue",
  REFUSED_STATE_BUDGET: "Budget",
  REFUSED_STATE_CONSULTATION: "Simple consultation",
  REFUSED_STATE_OFF_TOPIC_ANSWER: "Réponse hors sujet",
  REFUSED_STATE_CHANGE: "Changement de projet",
  REFUSED_STATE_ABANDONMENT: "Abandon du projet",
} as const satisfies Record<RefusedStatus, string>;

export const DEFAULT_REFUSED_STATUS: RefusedStatus = "REFUSED_STATE_FARFELU";

/** Saving a state: refused keeps its reason (the first one by default); any other state clears it. */
export function recommendationStateChange(
  state: RecommendationState,
  refusedStatus?: RefusedStatus | null,
): { state: RecommendationState; refusedStatus: RefusedStatus | null } {
  return state === "RECO_STATE_REFUSED"
    ? { state, refusedStatus: refusedStatus ?? DEFAULT_REFUSED_STATUS }
    : { state, refusedStatus: null };
}

/** Only a recommendation with no delivery date and no quotation may be deleted. */
export function canDeleteRecommendation(recommendation: {
  deliveryDate: string | null;
  quotationCount: number;
}): boolean {
  return !recommendation.deliveryDate && recommendation.quotationCount === 0;
}

export function assertCanDeleteRecommendation(recommendation: {
  deliveryDate: string | null;
  quotationCount: number;
}): void {
  if (!canDeleteRecommendation(recommendation)) throw domainError("RECOMMENDATION_DELETE_FORBIDDEN", "rule");
}

/** 'Générer les tâches d'achats' shows once accepted and nothing is pending to save. */
export function canGeneratePurchaseTasks(state: RecommendationState, hasUnsavedChanges: boolean): boolean {
  return state === "RECO_STATE_ACCEPTED" && !hasUnsavedChanges;
}

/** The quotations' states after the recommendation moves to `target` (invoiced ones keep theirs). */
export function quotationStatesAfter(
  target: RecommendationState,
  quotationStates: readonly QuotationState[],
): QuotationState[] {
  if (target !== "RECO_STATE_ACCEPTED" && quotationStates.some(isInvoicingStarted)) {
    throw domainError("RECOMMENDATION_INVOICING_STARTED", "rule", {}, { field: "state" });
  }
  return quotationStates.map((state) => (isInvoicingStarted(state) ? state : quotationStateOf(target)));
}

/** Only acceptance moves the lead: one lead may hold several recommendations (decided). */
export function leadStatusAfterRecommendation(target: RecommendationState): LeadStatus | null {
  return target === "RECO_STATE_ACCEPTED" ? "LEAD_STATUS_ACCEPTED" : null;
}

export interface RecommendationDates {
  sendAt: string | null;
  acceptedAt: string | null;
  refusedAt: string | null;
}

/** Entering sent, accepted or refused stamps that date with today (Paris) when it is still empty. */
export function stampRecommendationDates(
  target: RecommendationState,
  dates: RecommendationDates,
  now: Date,
): RecommendationDates {
  const today = toParisDate(now);
  return {
    sendAt: target === "RECO_STATE_SEND" ? (dates.sendAt ?? today) : dates.sendAt,
    acceptedAt: target === "RECO_STATE_ACCEPTED" ? (dates.acceptedAt ?? today) : dates.acceptedAt,
    refusedAt: target === "RECO_STATE_REFUSED" ? (dates.refusedAt ?? today) : dates.refusedAt,
  };
}

/** First event's start day and last event's end day, in Paris; null when there is no event. */
export function recommendationDeliveryRange(
  events: readonly { startAt: Date | string; endAt: Date | string }[],
): {
  deliveryDate: string | null;
  deliveryDateEnd: string | null;
} {
  if (events.length === 0) return { deliveryDate: null, deliveryDateEnd: null };
  const starts = events.map((event) => toParisDate(event.startAt)).sort();
  const ends = events.map((event) => toParisDate(event.endAt)).sort();
  return { deliveryDate: starts[0] ?? null, deliveryDateEnd: ends[ends.length - 1] ?? null };
}

/** The stored search text: lead subject, client name, quotation references and titles. */
export function recommendationSearchText(parts: {
  leadSubject: string;
  clientName: string | null;
  quotations: readonly { reference: string; title: string }[];
}): string {
  const words = [
    parts.leadSubject,
    parts.clientName ?? "",
    ...parts.quotations.flatMap((quotation) => [quotation.reference, quotation.title]),
  ];
  return normalizeSearchText(words.filter(Boolean).join(" "));
}

/** Accepting moves a project still at the lead stage to STATE_PROJECT; a project further on keeps its state. */
export function projectStateOnAcceptance(current: ProjectState): ProjectState {
  return current === "STATE_LEAD" ? "STATE_PROJECT" : current;
}
