/** The supplier invoice list, its totals and its two exports. */
export const SUPPLIER_INVOICE_LIST_MESSAGES = {
  // spec, document 3 (word for word)
  SUPPLIER_INVOICE_INCOMPLETE: "Informations manquantes, en cours de rédaction",
} as const;
