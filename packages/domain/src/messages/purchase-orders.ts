/** Purchase orders: list, exports, edit page, PDF. */
export const PURCHASE_ORDER_MESSAGES = {
  // spec, document 3 (word for word)
  PURCHASE_ORDER_STATE_SAVED: "L'état est bien modifié",
  // decided wording where the spec is silent
  PURCHASE_ORDER_NOT_FOUND: "Ce bon de commande est introuvable",
} as const;
