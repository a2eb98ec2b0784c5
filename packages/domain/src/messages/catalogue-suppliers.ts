/** Sentences of suppliers (decided wording where the spec is silent). */
export const SUPPLIER_MESSAGES = {
  SUPPLIER_NOT_FOUND: "Ce fournisseur n'existe pas.",
  SUPPLIER_NAME_TOO_SHORT: "Le nom du fournisseur doit compter au moins 2 caractères",
  SUPPLIER_SIRET_REQUIRED: "Le SIRET du fournisseur est obligatoire",
  SUPPLIER_ADDRESS_REQUIRED: "L'adresse du fournisseur est obligatoire",
  SUPPLIER_PAYMENT_MODE_INVALID: "Le mode de paiement doit être comptant, 30, 45 ou 60 jours",
  SUPPLIER_ADVANCE_REQUIRED: "L'acompte demandé est obligatoire (0 s'il n'y en a pas)",
  SUPPLIER_ADVANCE_NOT_A_NUMBER: "L'acompte demandé « {value} » doit être un pourcentage, par exemple 30",
  SUPPLIER_ADVANCE_OUT_OF_RANGE: "L'acompte demandé doit être compris entre 0 et 100 %",
  SUPPLIER_ADVANCE_TOO_PRECISE: "L'acompte demandé ne peut pas avoir plus de deux décimales",
  SUPPLIER_CONTACT_MAIL_INVALID: "L'e-mail du contact « {value} » n'est pas valide",
  SUPPLIER_CONTACT_PHONE_INVALID: "Le téléphone du contact « {value} » n'est pas valide",
  SUPPLIER_IN_USE:
    "Ce fournisseur est utilisé ({uses}) : il ne peut pas être supprimé, désactivez-le plutôt.",
  SUPPLIER_DELETE_FORBIDDEN: "Seul un super administrateur peut supprimer un fournisseur enregistré.",
} as const;
