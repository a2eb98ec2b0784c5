/** Sentences of quotations and their lines (document 1 §2.9, §5); the spec's are word for word. */
export const QUOTATION_MESSAGES = {
  // spec, document 1 §5
  QUOTATION_SUPPLIER_REQUIRED: "Vous devez choisir un fournisseur pour {product}.",
  // decided wording where the spec is silent
  QUOTATION_NOT_FOUND: "Ce devis est introuvable",
  QUOTATION_LINE_NOT_FOUND: "Cette ligne de devis est introuvable",
  QUOTATION_RECOMMENDATION_NOT_FOUND: "La recommandation de ce devis est introuvable",
  QUOTATION_NUMBER_REQUIRED: "{label} est obligatoire",
  QUOTATION_NUMBER_INVALID: "{label} « {value} » n'est pas un nombre valide",
  QUOTATION_NUMBER_TOO_PRECISE: "{label} ne peut pas avoir plus de {scale} décimales",
  QUOTATION_LINE_QUANTITY_OUT_OF_RANGE: "La quantité doit être comprise entre 0 et 999 999 999",
  PERCENT_IN_EUROS: "{label} est un pourcentage : « {value} » est un montant en euros (tapez 5 pour 5 %)",
  QUOTATION_LINE_DISCOUNT_OUT_OF_RANGE: "La remise doit être comprise entre 0 et 100 %",
  QUOTATION_LINE_INDEX_OUT_OF_RANGE: "L'ordre doit être compris entre 0 et 99 999 999",
  QUOTATION_LINE_VAT_OUT_OF_RANGE: "Le taux de TVA doit être compris entre 0 et 100 %",
  QUOTATION_LINE_VAT_UNKNOWN: "Le taux de TVA {value} % ne fait pas partie des taux de TVA enregistrés",
  QUOTATION_ADVANCE_OUT_OF_RANGE: "L'acompte doit être compris entre 0 et 100 %",
  QUOTATION_LINE_PRICE_REQUIRED: "Le prix unitaire HT est obligatoire",
  QUOTATION_LINE_PRICE_INVALID: "Le prix unitaire HT « {value} » n'est pas un montant valide",
  QUOTATION_LINE_PRICE_NEGATIVE: "Le prix unitaire HT ne peut pas être négatif",
  QUOTATION_LINE_PRICE_TOO_PRECISE: "Le prix unitaire HT ne peut pas avoir plus de deux décimales",
  QUOTATION_LINE_PRICE_TOO_LARGE: "Le prix unitaire HT ne peut pas dépasser 999 999 999,99 €",
  QUOTATION_LINE_NAME_REQUIRED: "La désignation de la ligne est obligatoire",
  QUOTATION_LINE_NAME_TOO_LONG: "La désignation ne peut pas dépasser 255 caractères",
  QUOTATION_LINE_UNITY_INVALID: "L'unité « {value} » n'existe pas",
  QUOTATION_TITLE_TOO_LONG: "Le titre du devis ne peut pas dépasser 255 caractères",
  QUOTATION_PAYMENT_MODE_INVALID: "Le mode de paiement « {value} » n'existe pas (-1, 0, 30, 45 ou 60)",
  QUOTATION_LINES_LOCKED: "Les lignes de ce devis ne peuvent plus être modifiées : sa facturation a commencé",
  QUOTATION_SIGNED_LOCKED:
    "Ce devis a été accepté par le client : ses lignes, ses prix et ses conditions ne peuvent plus être modifiés. Créez un avenant pour le changer",
  QUOTATION_ADD_TO_SIGNED:
    "Cette recommandation est acceptée : un devis ajouté naîtrait signé. Pour changer ce qui a été signé, créez un avenant de son devis ; pour un complément, une nouvelle recommandation",
  QUOTATION_AMEND_NOT_SIGNED:
    "Seul un devis accepté se modifie par avenant : celui-ci peut encore être modifié directement",
  QUOTATION_AMEND_INVOICED:
    "Ce devis est déjà en facturation : il ne peut plus recevoir d'avenant (ajoutez un devis complémentaire)",
  QUOTATION_AMENDMENT_OPEN:
    "L'avenant {reference} de ce devis est en cours : modifiez-le plutôt que d'en créer un autre",
  QUOTATION_AMEND_REPLACED: "Ce devis est remplacé par l'avenant {reference} : c'est lui qu'il faut modifier",
  QUOTATION_DELETE_FORBIDDEN: "Ce devis ne peut être supprimé que s'il n'a ni ligne ni achat fournisseur",
  QUOTATION_PRODUCT_DISABLED: "Le produit « {product} » est désactivé : il ne peut plus être vendu",
  QUOTATION_PRODUCT_NOT_SOLD: "Le produit « {product} » n'est pas vendu par {company}",
  QUOTATION_LINKED_PURCHASE_UNKNOWN: "Cet achat lié n'appartient pas au produit « {product} »",
  QUOTATION_LINKED_PURCHASES_TOO_MANY: "100 achats liés au plus.",
  QUOTATION_RECURRING_NOT_BOOLEAN: "isRecurringPayment doit valoir vrai ou faux.",
} as const;
