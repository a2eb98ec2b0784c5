/** Purchase orders: list, exports, edit page, PDF. */
export const PURCHASE_ORDER_MESSAGES = {
  // edit page, state, PDF and Hydra (helper P2; decided wording)
  PURCHASE_ORDER_FORBIDDEN: "Seule la comptabilité peut modifier un bon de commande",
  PURCHASE_ORDER_ALREADY_GENERATED: "Cet achat fournisseur a déjà son bon de commande {reference}",
  PURCHASE_ORDER_SUPPLIER_NOT_FOUND: "Ce fournisseur est introuvable",
  PURCHASE_ORDER_STATE_UNKNOWN: "Cet état n'existe pas pour un bon de commande.",
  // spec, document 3 (word for word)
  // decided wording where the spec is silent
  PURCHASE_ORDER_NOT_FOUND: "Ce bon de commande est introuvable",
  // list and its exports (helper P1; decided wording)
  PURCHASE_ORDER_LIST_EMPTY: "Aucun bon de commande ne correspond à cette recherche",
  PURCHASE_ORDER_LIST_STATE_UNKNOWN: "L'état de bon de commande « {value} » n'existe pas",
  PURCHASE_ORDER_LIST_PAGE_INVALID:
    "La page doit être un nombre entier positif ou nul (0 pour la première page)",
} as const;
