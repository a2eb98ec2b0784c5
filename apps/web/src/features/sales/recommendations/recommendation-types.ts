import type { RouterOutputs } from "../../../lib/trpc";

export type RecommendationView = RouterOutputs["recommendation"]["get"];

export const DUPLICATE_CONFIRMATION = "Confirmez la duplication de cette recommandation ?";
export const DELETE_CONFIRMATION = "Confirmez la suppression de cette recommandation ?";
export const NO_DELIVERY_DATE = "Non Définie";
