/** Sentences of the group's own records: user and coach accounts, group companies, VAT rates. */
export const CORE_MESSAGES = {
  // confirmations every screen shares (a save, a deletion, a state, a product added)
  CHANGE_SAVED: "La modification est bien enregistrée",
  DELETION_SAVED: "La suppression est bien enregistrée",
  STATE_SAVED: "L'état est bien modifié",
  PRODUCT_ADDED: "Produit ajouté",
  DELETE_CONFIRM: "Confirmez la suppression",
  LINE_DELETE_CONFIRM: "Etes-vous sûr de vouloir supprimer cette ligne ? cette action est irréverssible !",
  // leaving a form with typed input (a dialog closed, a screen left)
  UNSAVED_CHANGES_TITLE: "Modifications non enregistrées",
  UNSAVED_CHANGES: "Vous avez des modifications non enregistrées. Les quitter sans enregistrer ?",
  UNSAVED_CHANGES_LEAVE: "Quitter sans enregistrer",
  UNSAVED_CHANGES_STAY: "Continuer la saisie",
  FORM_HAS_ERRORS: "Le formulaire comporte {count} erreur(s) : corrigez les champs signalés.",
  // accounts (group users and coaches)
  INVALID_CREDENTIALS: "Identifiants invalides",
  FIRST_NAME_REQUIRED: "Le prénom est obligatoire",
  LAST_NAME_REQUIRED: "Le nom est obligatoire",
  EMAIL_REQUIRED: "L'adresse e-mail est obligatoire",
  PHONE_REQUIRED: "Le téléphone est obligatoire",
  PASSWORD_REQUIRED: "Le mot de passe est obligatoire",
  PASSWORD_TOO_SHORT: "Le mot de passe doit contenir au moins 8 caractères",
  FIELD_TOO_LONG: "{label} ne peut pas dépasser {max} caractères",
  EMAIL_TAKEN: "Cette adresse e-mail est déjà utilisée par un autre compte.",
  COACH_DISCR_INVALID: "Le champ discr doit valoir « coach-ia ».",
  TRIANGLE_COMPANY_ADDRESS_NOT_OBJECT:
    "un objet est attendu (address, postalCode, city, latitude, longitude).",
  UNKNOWN_TRIANGLE_COMPANY: "Une des entreprises du groupe choisies n'existe pas",
  PICTURE_NOT_IMAGE: "La photo doit être une image (JPEG, PNG, GIF ou WebP)",
  OWN_ACTIVE_FLAG: "Vous ne pouvez pas modifier votre propre statut « actif sur l'ERP »",
  OWN_SUPER_ADMIN: "Vous ne pouvez pas retirer vos propres droits de super administrateur",
  USER_NOT_FOUND: "Cet utilisateur est introuvable",
  COACH_NOT_FOUND: "Ce coach IA est introuvable",
  // group companies (their sentences end with a full stop)
  TRIANGLE_COMPANY_NAME_REQUIRED: "Le nom de l'entreprise est obligatoire.",
  TRIANGLE_COMPANY_NAME_TOO_LONG: "Le nom de l'entreprise ne peut pas dépasser 150 caractères.",
  TRIANGLE_COMPANY_SIRET_REQUIRED: "Le SIRET est obligatoire.",
  TRIANGLE_COMPANY_PHONE_REQUIRED: "Le téléphone est obligatoire.",
  TRIANGLE_COMPANY_EMAIL_REQUIRED: "L'adresse e-mail est obligatoire.",
  TRIANGLE_COMPANY_FIELDS_REQUIRED: "Le nom, le SIRET, le téléphone et l'e-mail sont obligatoires.",
  TRIANGLE_COMPANY_FIELD_TOO_LONG: "{label} ne peut pas dépasser {max} caractères.",
  TRIANGLE_COMPANY_NOT_FOUND: "Cette entreprise du groupe est introuvable",
  TRIANGLE_COMPANY_SIRET_TAKEN: "Une autre entreprise du groupe a déjà ce SIRET.",
  TRIANGLE_COMPANY_CODE_TAKEN: "Le code « {code} » est déjà utilisé par une autre entreprise du groupe.",
  VAT_NUMBER_SIREN_MISMATCH:
    "Le numéro de TVA ne correspond pas au SIRET de l'entreprise (attendu : {expected}).",
  LOGO_NOT_FOUND: "Un des logos envoyés n'existe pas : envoyez-le à nouveau.",
  LOGO_NOT_IMAGE: "Le logo doit être une image (PNG, JPEG, GIF ou WebP).",
  TOO_MANY_LOGOS: "Une entreprise ne peut pas avoir plus de 10 logos.",
  // files (an unknown id and a file one may not read answer alike, so ids cannot be probed)
  FILE_NOT_FOUND: "Fichier introuvable.",
  FILE_DELETE_FORBIDDEN: "Vous n'avez pas les droits pour supprimer ce fichier.",
  FILE_IS_COMPANY_LOGO:
    "Ce fichier est un logo de l'entreprise du groupe « {company} » : retirez-le de sa fiche avant de le supprimer.",
  // VAT rates (document 3)
  VAT_ALREADY_EXISTS: "Cette TVA existe déjà",
  VAT_REQUIRED: "Le taux de TVA est obligatoire",
  VAT_NOT_A_NUMBER: "Le taux de TVA doit être un nombre (par exemple 5,5)",
  VAT_TOO_PRECISE: "Le taux de TVA ne peut pas avoir plus de deux décimales",
  VAT_NOT_FOUND: "Cette TVA est introuvable",
} as const;
