/** Sentences of the delivery calendar and the event calendar (document 1 §5, document 3 §2.18). */
export const CALENDAR_MESSAGES = {
  // spec, document 1 §5
  EVENT_START_REQUIRED: "Vous devez saisir une date de début",
  EVENT_END_REQUIRED: "Vous devez saisir une date de fin",
  CALENDAR_NOT_SAVED: "Vous devez enregistrer le calendrier de la presta",
  // decided wording where the spec is silent
  EVENT_NOT_FOUND: "Cette date du calendrier est introuvable",
  EVENT_DATE_INVALID: "La date « {value} » n'est pas valide",
  EVENT_END_BEFORE_START: "La date de fin ne peut pas être antérieure à la date de début",
  EVENT_LOCATION_TOO_LONG: "Le lieu ne peut pas dépasser 255 caractères",
  EVENT_SEARCH_DAYS_RANGE: "Le nombre de jours doit être compris entre 1 et 365",
  EVENT_SEARCH_STATE_INVALID: "L'état doit valoir RECO_STATE_DRAFT, RECO_STATE_SEND ou RECO_STATE_ACCEPTED.",
  EVENT_SEARCH_STATES_TOO_MANY: "Trois états au plus.",
  EVENT_SEARCH_DATE_INVALID: "La date de début « {value} » n'est pas valide",
} as const;
