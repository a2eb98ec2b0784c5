/**
 * Sentences of the API's input readers (the zod schemas of tRPC and the readers of Hydra bodies): a
 * wrong type, a bound, a page. The field's name is put before them by the reader ('name : …').
 */
export const INPUT_MESSAGES = {
  TEXT_EXPECTED: "Un texte est attendu.",
  TEXT_EXPECTED_IN_BODY: "un texte est attendu.",
  TEXT_TOO_LONG: "{max} caractères au plus.",
  FORBIDDEN_CHARACTER: "Le texte contient un caractère non autorisé.",
  NAME_ON_ONE_LINE: "Un nom tient sur une seule ligne : retirez le retour à la ligne.",
  BOOLEAN_EXPECTED: "vrai ou faux est attendu.",
  NUMBER_EXPECTED: "un nombre est attendu.",
  REFERENCE_REQUIRED: "référence obligatoire.",
  LIST_EXPECTED: "une liste est attendue.",
  REFERENCES_TOO_MANY: "{max} références au plus.",
  ITEMS_TOO_MANY: "{max} éléments au plus.",
  ID_NOT_NUMERIC: "{label} doit être un identifiant numérique.",
  ID_INVALID: "{label} n'est pas un identifiant valide.",
  PAGE_NOT_INTEGER: "La page doit être un nombre entier.",
  PAGE_TOO_SMALL: "La page doit être au moins 1.",
  PAGE_TOO_LARGE: "La page doit être au plus {max}.",
  PAGE_SIZE_NOT_INTEGER: "La taille de page doit être un nombre entier.",
  PAGE_SIZE_TOO_SMALL: "La taille de page doit être au moins 1.",
  PAGE_SIZE_TOO_LARGE: "La taille de page doit être au plus {max}.",
  INFOS_VALUE_INVALID: "Les informations complémentaires acceptent du texte, des nombres, vrai/faux ou rien.",
  INFOS_TOO_MANY_KEYS: "Les informations complémentaires comptent {max} champs au plus.",
  YEAR_NOT_INTEGER: "L'année doit être un nombre entier.",
  YEAR_OUT_OF_RANGE: "L'année doit être comprise entre 1 et 9999.",
  MONTH_NOT_INTEGER: "Le mois doit être un nombre entier.",
  MONTH_NOT_VALID: "Le mois n'est pas valide",
  DAYS_NOT_INTEGER: "Le nombre de jours doit être un nombre entier.",
} as const;
