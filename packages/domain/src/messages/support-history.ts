/** Support — the history of a record (issue 29). Decided wording: the spec is silent. */
export const SUPPORT_HISTORY_MESSAGES = {
  HISTORY_KIND_UNKNOWN: "Type de fiche inconnu : « {kind} ». Types possibles : {kinds}.",
  HISTORY_KIND_NOT_TEXT: "Le type de fiche doit être un texte (lead, quotation, invoice…).",
} as const;
