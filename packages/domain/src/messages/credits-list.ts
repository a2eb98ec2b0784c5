/** Credit note list, its totals bar, its Excel export and the credit note PDF. */
export const CREDIT_LIST_MESSAGES = {
  // spec, document 3 (word for word)
  CREDIT_LIST_EMPTY: "Aucun avoir ne correspond à cette recherche",
} as const;
