/** Sentences of the quotation print and the recommendation's export PDF (decided wording: the spec is silent). */
export const PRINT_MESSAGES = {
  RECOMMENDATION_EXPORT_EMPTY:
    "Cette recommandation n'a ni présentation ni devis : il n'y a rien à exporter en PDF",
  RECOMMENDATION_PRESENTATION_MISSING:
    "Le PDF de présentation de cette recommandation est introuvable : déposez-le à nouveau",
  RECOMMENDATION_PRESENTATION_UNREADABLE:
    "Le PDF de présentation de cette recommandation est illisible : déposez-en un autre",
} as const;
