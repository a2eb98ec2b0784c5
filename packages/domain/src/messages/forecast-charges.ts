/** forecast-charges: 'Budget Prévisionnel : liste des charges' and 'Enregistrer une charge'. */
export const FORECAST_CHARGE_MESSAGES = {
  // decided wording where the spec is silent
  CHARGE_LIST_EMPTY: "Aucune charge ne correspond à cette recherche",
  CHARGE_NOT_FOUND: "Cette charge est introuvable",
  CHARGE_STATE_UNKNOWN: "L'état de charge demandé n'existe pas.",
  CHARGE_SHARES_TOO_MANY: "50 entreprises au plus.",
  CHARGE_TITLE_REQUIRED: "Le nom de la charge est obligatoire",
  CHARGE_TYPE_REQUIRED: "Le type de la charge est obligatoire",
  CHARGE_TYPE_INVALID: "Le type de charge « {value} » n'existe pas",
  CHARGE_AMOUNT_INVALID: "Le montant de la charge « {value} » n'est pas un nombre",
  CHARGE_AMOUNT_ZERO: "Le montant de la charge doit être différent de zéro",
  CHARGE_AMOUNT_TOO_PRECISE: "Le montant de la charge a deux décimales au plus",
  CHARGE_AMOUNT_TOO_LARGE: "Le montant de la charge dépasse 999 999 999,99 €",
  CHARGE_DATE_REQUIRED: "La date de début de la charge est obligatoire",
  CHARGE_DATE_INVALID: "La date « {value} » n'est pas une date valide",
  CHARGE_COLOR_INVALID: "La couleur « {value} » n'est pas une couleur hexadécimale (#rrggbb)",
  CHARGE_PERCENT_INVALID: "Le pourcentage « {value} » n'est pas un nombre compris entre 0 et 100",
  CHARGE_PERCENT_TOO_PRECISE: "Un pourcentage a deux décimales au plus",
  CHARGE_COMPANY_NOT_ACTIVE:
    "Une charge ne peut être répartie que sur les entreprises du groupe actives (entreprise n° {id})",
  CHARGE_COMPANY_TWICE: "Une entreprise du groupe apparaît deux fois dans la répartition",
  CHARGE_STATE_INVALID: "L'état de charge « {value} » n'existe pas",
  CHARGE_INACTIVE_LOCKED:
    "Cette charge est désactivée : seuls son type et sa couleur peuvent encore être modifiés",
} as const;
