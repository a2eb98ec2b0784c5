/** Sentences of recommendations (document 1 §2.7-2.8, §4-5); the spec's are word for word. */
export const RECOMMENDATION_MESSAGES = {
  // decided wording where the spec is silent
  RECOMMENDATION_NOT_FOUND: "Cette recommandation est introuvable",
  RECOMMENDATION_LEAD_WITHOUT_COMPANY:
    "Rattachez d'abord ce lead à une entreprise pour pouvoir lui faire une recommandation",
} as const;
