/** The supplier invoice list, its totals and its two exports. */
export const SUPPLIER_INVOICE_LIST_MESSAGES = {
  // spec, document 3 (word for word)
  SUPPLIER_INVOICE_INCOMPLETE: "Informations manquantes, en cours de rédaction",
  // decided wording where the spec is silent
  SUPPLIER_INVOICE_LIST_STATE_UNKNOWN: "L'état de facture fournisseur « {value} » n'existe pas",
  SUPPLIER_INVOICE_LIST_EMPTY: "Aucune facture fournisseur ne correspond à cette recherche",
  SUPPLIER_INVOICE_WITHOUT_NUMBER: "Sans numéro",
} as const;
