/** Sentences of the cash area: the group companies' bank accounts (the bank issue builds on them). */
export const CASH_MESSAGES = {
  BANK_ACCOUNT_SAVED: "Le compte bancaire est bien enregistré",
  BANK_ACCOUNT_NOT_FOUND: "Ce compte bancaire n'existe pas.",
  BANK_ACCOUNT_NAME_REQUIRED: "Le nom du compte est obligatoire.",
  BANK_ACCOUNT_NAME_TOO_LONG: "Le nom du compte a 100 caractères au plus.",
  BANK_ACCOUNT_COMPANY_REQUIRED: "La société du groupe est obligatoire.",
  BANK_ACCOUNT_COMPANY_UNKNOWN: "Cette société du groupe n'existe pas.",
  BANK_ACCOUNT_IBAN_REQUIRED: "L'IBAN est obligatoire.",
  BANK_ACCOUNT_IBAN_INVALID:
    "L'IBAN « {iban} » n'est pas valide : vérifiez le code pays, la longueur et les caractères.",
  BANK_ACCOUNT_IBAN_KEY: "L'IBAN « {iban} » n'est pas valide : sa clé de contrôle ne correspond pas.",
  BANK_ACCOUNT_IBAN_TAKEN: "Cet IBAN est déjà celui du compte « {name} ».",
  BANK_ACCOUNT_BIC_INVALID:
    "Le BIC « {bic} » n'est pas valide : 8 ou 11 caractères (banque, pays, lieu, agence).",
  BANK_ACCOUNT_BALANCE_INVALID: "Le solde d'ouverture « {value} » n'est pas un montant.",
  BANK_ACCOUNT_BALANCE_TOO_PRECISE: "Le solde d'ouverture a deux décimales au plus.",
  BANK_ACCOUNT_BALANCE_TOO_LARGE: "Le solde d'ouverture dépasse 999 999 999,99 €.",
  BANK_ACCOUNT_DATE_REQUIRED: "La date d'ouverture est obligatoire.",
  BANK_ACCOUNT_DATE_INVALID: "La date d'ouverture « {value} » n'existe pas.",
  BANK_ACCOUNT_DATE_OUT_OF_RANGE: "La date d'ouverture doit être comprise entre le {from} et le {to}.",
} as const;
