import { domainError } from "./messages";
import type { BadgeColor, StateMachine } from "./state-machine";

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
