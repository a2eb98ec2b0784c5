/** Sentences of group products and their linked purchases; the spec's are word for word. */
export const GROUP_PRODUCT_MESSAGES = {
  TRIANGLE_PRODUCT_EXPENSE_DELETE_CONFIRM: "Confirmez-vous la supression de cet achat ?",
  TRIANGLE_PRODUCT_EXPENSES_NEED_PRODUCT:
    "Vous devez créer le produit pour pouvoir enregistrer les achats liés",
  GROUP_PRODUCT_SAVED: "Le produit est bien enregistré",
  GROUP_PRODUCT_NAME_REQUIRED: "Le titre du produit est obligatoire",
  GROUP_PRODUCT_NAME_TOO_LONG: "Le titre du produit ne peut pas dépasser 255 caractères",
  GROUP_PRODUCT_REFERENCE_REQUIRED: "La référence du produit est obligatoire",
  GROUP_PRODUCT_REFERENCE_TOO_LONG: "La référence du produit ne peut pas dépasser 60 caractères",
  GROUP_PRODUCT_TYPE_INVALID: "Choisissez le type du produit : Produit ou Prestation",
  GROUP_PRODUCT_UNITY_INVALID: "Choisissez l'unité du prix : jour, mois, unité, kg ou m²",
  GROUP_PRODUCT_PRICE_REQUIRED: "Le prix du produit est obligatoire",
  GROUP_PRODUCT_PRICE_INVALID: "Le prix « {value} » n'est pas un montant valide (par exemple 1 200,50)",
  GROUP_PRODUCT_PRICE_NEGATIVE: "Le prix du produit ne peut pas être négatif",
  GROUP_PRODUCT_PRICE_TOO_PRECISE: "Le prix du produit ne peut pas avoir plus de deux décimales",
  GROUP_PRODUCT_PRICE_TOO_LARGE: "Le prix du produit ne peut pas dépasser 999 999 999,99 €",
  GROUP_PRODUCT_VAT_REQUIRED: "Choisissez la TVA du produit",
  GROUP_PRODUCT_VAT_NOT_FOUND: "La TVA choisie pour ce produit n'existe pas",
  GROUP_PRODUCT_COMPANY_REQUIRED: "Associez le produit à au moins une entreprise du groupe",
  GROUP_PRODUCT_COMPANY_NOT_FOUND: "Une des entreprises du groupe associées au produit n'existe pas",
  GROUP_PRODUCT_NOT_FOUND: "Ce produit du groupe est introuvable",
  GROUP_PRODUCT_IN_USE:
    "Ce produit est utilisé par {count} ligne(s) de devis : désactivez-le plutôt que de le supprimer",
  GROUP_PRODUCT_SHOW_ALL_NOT_BOOLEAN: "showAll doit valoir vrai ou faux.",
  GROUP_PRODUCT_STATE_NOT_ONE_OF: "L'état doit valoir enabled, disabled ou all.",
  GROUP_PRODUCT_IS_ENABLED_NOT_BOOLEAN: "isEnabled doit valoir vrai ou faux.",
  GROUP_PRODUCT_SEARCH_STATE_NOT_ONE_OF: "Le paramètre searchState doit valoir enabled, disabled ou all.",
  TRIANGLE_PRODUCT_EXPENSE_NOT_FOUND: "Cet achat lié est introuvable",
  TRIANGLE_PRODUCT_EXPENSE_QUANTITY_REQUIRED: "La quantité de l'achat est obligatoire",
  TRIANGLE_PRODUCT_EXPENSE_QUANTITY_INVALID: "La quantité « {value} » n'est pas un nombre valide",
  TRIANGLE_PRODUCT_EXPENSE_QUANTITY_NOT_POSITIVE: "La quantité de l'achat doit être supérieure à zéro",
  TRIANGLE_PRODUCT_EXPENSE_QUANTITY_TOO_PRECISE:
    "La quantité de l'achat ne peut pas avoir plus de trois décimales",
  TRIANGLE_PRODUCT_EXPENSE_QUANTITY_TOO_LARGE: "La quantité de l'achat ne peut pas dépasser 999 999 999",
  TRIANGLE_PRODUCT_EXPENSE_PRODUCT_TYPE_NOT_FOUND: "Le produit type choisi n'existe pas",
  TRIANGLE_PRODUCT_EXPENSE_PRODUCT_TYPE_DISABLED:
    "Le produit type choisi est désactivé : choisissez-en un autre",
  TRIANGLE_PRODUCT_EXPENSE_DUPLICATE:
    "Ce produit type est déjà dans les achats liés de ce produit : modifiez plutôt sa quantité",
} as const;
