import type { LeadStatus } from "../leads";
import { normalizeSearchText } from "../leads/search-text";
import { domainError } from "../messages";
import { toParisDate } from "../paris-time";
import type { ProjectState } from "../project-states";
import type { QuotationState } from "../quotation-states";
import type { RecommendationState } from "../recommendations";
import { isInvoicingStarted, quotationStateOf } from "./quotations";

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
