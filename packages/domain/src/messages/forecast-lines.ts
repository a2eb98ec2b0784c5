/** forecast-lines: 'Editer une ligne prévisionnelle', '+ ajouter' on a day, the bank balance. */
export const FORECAST_LINE_MESSAGES = {
  // decided wording where the spec is silent
  FORECAST_LINE_NOT_FOUND: "Cette ligne prévisionnelle est introuvable",
  FORECAST_LINE_DATE_REQUIRED: "Le jour de la ligne prévisionnelle est obligatoire",
  FORECAST_LINE_DAY_OUT_OF_SPAN:
    "Le {date} n'est pas un jour du prévisionnel : choisissez un jour du {from} au {to}",
  FORECAST_AMOUNT_REQUIRED: "Le montant de la ligne prévisionnelle est obligatoire",
  FORECAST_AMOUNT_INVALID: "Le montant « {value} » n'est pas un nombre (par exemple -1 200,50)",
  FORECAST_AMOUNT_TOO_PRECISE: "Le montant a deux décimales au plus",
  FORECAST_AMOUNT_TOO_LARGE: "Le montant ne peut pas dépasser 999 999 999,99 €",
  FORECAST_PERCENT_INVALID: "Le pourcentage « {value} » n'est pas un nombre compris entre 0 et 100",
  FORECAST_PERCENT_TOO_PRECISE: "Un pourcentage de la répartition a deux décimales au plus",
  FORECAST_PART_COMPANY_NOT_ACTIVE:
    "Une ligne ne peut être répartie que sur les entreprises du groupe actives (entreprise n° {id})",
  FORECAST_PART_COMPANY_TWICE: "Une entreprise du groupe apparaît deux fois dans la répartition de la ligne",
  FORECAST_DEACTIVATE_NEEDS_FUTURE:
    "« Désactiver cette charge à partir de cette date » va avec « Cette valeur et toutes les valeurs futures »",
  FORECAST_REAL_LINE_ONLY_THIS:
    "Un paiement réel ne change que sa propre ligne : choisissez « Cette valeur uniquement »",
  FORECAST_CHARGE_SWITCHED_OFF:
    "Cette charge est désactivée : seule « Cette valeur uniquement » s'applique encore à ses lignes",
  FORECAST_CHARGE_LINE_INCOME:
    "Une charge est toujours une dépense : choisissez « Dépense » pour l'appliquer aux valeurs futures",
  FORECAST_CHARGE_LINE_NOT_DELETABLE:
    "Une ligne issue d'une charge ne se supprime pas : désactivez la charge à partir de cette date",
  FORECAST_LINE_TYPE_INVALID: "Le type de ligne doit être « Encaissement » ou « Dépense ».",
  FORECAST_SCOPE_INVALID:
    "Choisissez « Cette valeur uniquement » ou « Cette valeur et toutes les valeurs futures ».",
  FORECAST_SCOPE_EXPECTED: "ONLY_THIS ou THIS_AND_FUTURE est attendu.",
  FORECAST_DAY_EXPECTED:
    "un jour est attendu (IRI /api/compta/financial-forecast/days/aaaammjj ou date aaaa-mm-jj).",
  FORECAST_SHARE_COMPANY_REQUIRED: "l'entreprise du groupe (id ou company) est obligatoire.",
  FORECAST_SHARES_TOO_MANY: "50 entreprises au plus.",
} as const;
