/** Support — the search box of the top bar (issue 29). Decided wording: the spec is silent. */
export const SUPPORT_SEARCH_MESSAGES = {
  SEARCH_TOO_LONG: "La recherche ne peut pas dépasser {max} caractères",
  SEARCH_NOTHING_TO_FIND: "Saisissez des lettres ou des chiffres à rechercher",
  SEARCH_TOO_SHORT: "Saisissez au moins 3 caractères pour rechercher",
  SEARCH_KIND_UNKNOWN: "Le type « {value} » ne se recherche pas (types possibles : {known})",
} as const;
