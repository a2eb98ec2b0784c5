/** Sentences of recommendations (document 1 §2.7-2.8, §4-5); the spec's are word for word. */
export const RECOMMENDATION_MESSAGES = {
  // decided wording where the spec is silent
  RECOMMENDATION_NOT_FOUND: "Cette recommandation est introuvable",
  RECOMMENDATION_LEAD_WITHOUT_COMPANY:
    "Rattachez d'abord ce lead à une entreprise pour pouvoir lui faire une recommandation",
  RECOMMENDATION_LEAD_WITHOUT_GROUP_COMPANY:
    "Choisissez d'abord l'entreprise du groupe qui gère ce lead pour pouvoir lui faire une recommandation",
  RECOMMENDATION_NOT_LEAD_PARTIES:
    "Une recommandation est faite au client du lead ({client}) par l'entreprise du groupe qui le gère ({company})",
  RECOMMENDATION_INVOICING_STARTED:
    "La facturation d'un devis de cette recommandation a commencé : elle doit rester acceptée",
  RECOMMENDATION_PRESENTATION_NOT_PDF: "La présentation doit être un fichier PDF",
  RECOMMENDATION_VALID_AT_INVALID: "La date de validité n'est pas une date valide",
  RECOMMENDATION_STATE_UNKNOWN: "Cet état de recommandation n'existe pas.",
  RECOMMENDATION_REFUSED_STATUS_UNKNOWN: "Ce motif de refus n'existe pas.",
} as const;
