/** Sentences of the delivery calendar and the event calendar (document 1 §5, document 3 §2.18). */
export const CALENDAR_MESSAGES = {
  // spec, document 1 §5
  EVENT_START_REQUIRED: "Vous devez saisir une date de début",
  EVENT_END_REQUIRED: "Vous devez saisir une date de fin",
  CALENDAR_NOT_SAVED: "Vous devez enregistrer le calendrier de la presta",
  // decided wording where the spec is silent
  EVENT_NOT_FOUND: "Cette date du calendrier est introuvable",
} as const;
