import { DomainError, type DomainErrorKind } from "../errors";

/** The French sentences of the sales area (leads, calls, client companies, contacts), by error code. */
export const SALES_MESSAGES = {
  // spec, document 1 §5 (word for word)
  CALLBACK_DATE_INVALID: "Date de rappel invalide",
  CONTACT_EMAIL_DUPLICATE:
    "Attention vous risquez de créer un doublon, cette adresse mail est déjà présente parmi les contacts de cette entreprise. Êtes-vous sûr de vouloir ajouter ce nouveau contact ?",
  // decided wording
  REQUESTER_CHOICE_REQUIRED:
    "Choisissez une entreprise existante et un de ses contacts, ou saisissez un nom d'entreprise et un nom de contact",
  REQUESTER_COMPANY_NAME_REQUIRED: "Le nom de l'entreprise est obligatoire",
  CONTACT_NAME_REQUIRED: "Le nom du contact est obligatoire",
  CONTACT_PHONE_REQUIRED: "Le téléphone du contact est obligatoire",
  CONTACT_PHONE_INVALID: "Le téléphone « {value} » n'est pas valide",
  CONTACT_EMAIL_REQUIRED: "L'e-mail du contact est obligatoire",
  CONTACT_EMAIL_INVALID: "L'adresse e-mail « {value} » n'est pas valide",
  CONTACT_NOT_OF_COMPANY: "Ce contact n'appartient pas à l'entreprise choisie",
  LEAD_TITLE_REQUIRED: "Le titre du lead est obligatoire",
  LEAD_SUBJECT_EMPTY: "Le titre du lead ne peut pas être vide",
  LEAD_SOURCE_REQUIRED: "La source du lead est obligatoire",
  LEAD_DESCRIPTION_REQUIRED: "La description de la demande est obligatoire",
  LEAD_TRIANGLE_COMPANY_REQUIRED: "Choisissez l'entreprise du groupe qui gère le lead",
  LEAD_SOURCE_TRIANGLE_COMPANY_REQUIRED: "Choisissez l'entreprise du groupe qui a apporté le lead",
  TRIANGLE_COMPANY_NOT_YOURS:
    "Vous ne pouvez choisir que des entreprises du groupe actives dont vous faites partie",
  LEAD_NOT_FOUND: "Ce lead est introuvable",
  LEAD_ALREADY_TAKEN: "Ce lead est déjà pris en charge par {name}",
  LEAD_NOT_TAKEN: "Prenez d'abord ce lead en charge",
  LEAD_STATUS_UNKNOWN: "Le statut de lead « {value} » n'existe pas",
  LEAD_LEVEL_UNKNOWN: "La qualité de lead « {value} » n'existe pas",
  LEAD_BACK_TO_UNREAD: "Un lead pris en charge ne peut pas redevenir « Non lu »",
  ASSIGNEE_NOT_ACTIVE: "Seul un utilisateur actif du groupe peut être assigné à un lead",
  CALLBACK_USER_NOT_ACTIVE: "Seul un utilisateur actif du groupe peut être chargé d'un rappel",
  CALLBACK_NONE: "Ce lead n'a pas de rappel à annuler",
  LEAD_ALREADY_HAS_COMPANY: "Ce lead est déjà rattaché à une entreprise",
  LEAD_ALREADY_PROJECT: "Ce lead est déjà converti en projet",
  CALL_NOT_FOUND: "Cet échange est introuvable",
  CALL_COMMENT_REQUIRED: "Le commentaire est obligatoire",
  CALL_TYPE_UNKNOWN: "Le type d'échange « {value} » n'existe pas",
  CALL_EDIT_FORBIDDEN: "Seul l'auteur d'un commentaire peut le modifier",
  CALL_DELETE_FORBIDDEN: "Seul l'auteur d'un commentaire ou un super administrateur peut le supprimer",
  CALL_DELETED: "Cet échange a été supprimé",
  CONTACT_FORM_NOT_FOUND: "Ce formulaire de contact est introuvable",
  CONTACT_FORM_IN_USE: "Ce formulaire de contact appartient à un lead : supprimez le lead",
  CONTACT_FORM_ALREADY_USED: "Ce formulaire de contact a déjà son lead",
  COMPANY_NOT_FOUND: "Cette entreprise est introuvable",
  COMPANY_NAME_TOO_SHORT: "Le nom de l'entreprise doit compter au moins 2 caractères",
  COMPANY_SIRET_REQUIRED: "Le SIRET de l'entreprise est obligatoire",
  COMPANY_SIRET_TAKEN: "Une entreprise avec ce SIRET existe déjà : {name}",
  COMPANY_SECTOR_REQUIRED: "Le secteur d'activité est obligatoire",
  COMPANY_SIZE_INVALID: "L'effectif doit être un nombre entier positif",
  COMPANY_INVOICE_ADDRESS_TOO_LONG: "L'adresse de facturation ne doit pas dépasser 300 caractères",
  COMPANY_ADDRESS_REQUIRED: "L'adresse de l'entreprise est obligatoire",
  COMPANY_ADDRESS_COORDINATES_REQUIRED:
    "Choisissez l'adresse dans la liste proposée (ville et coordonnées), ou saisissez-la à la main si le service d'adresses ne répond pas",
  CONTACT_NOT_FOUND: "Ce contact est introuvable",
  TRIANGLE_COMPANY_NOT_FOUND: "Cette entreprise du groupe est introuvable",
  TRIANGLE_CUSTOMER_NOT_FOUND: "Ce lien entre le client et l'entreprise du groupe est introuvable",
  TRIANGLE_CUSTOMER_EXISTS: "Ce client est déjà rattaché à cette entreprise du groupe",
  PROJECT_NOT_FOUND: "Ce projet est introuvable",
  PROJECT_STATE_UNKNOWN: "L'état de projet « {value} » n'existe pas",
  PROJECT_NAME_REQUIRED: "Le titre du projet est obligatoire",
  PROJECT_MANUAL_FIELDS_REQUIRED:
    "Un projet créé sans lead demande un titre, un client et l'entreprise du groupe qui gère le dossier",
  USER_NOT_FOUND: "Cet utilisateur est introuvable",
  FILE_NOT_FOUND: "Ce fichier est introuvable",
} as const;

export type SalesMessageCode = keyof typeof SALES_MESSAGES;

export function salesMessage(code: SalesMessageCode, params: Record<string, string | number> = {}): string {
  return SALES_MESSAGES[code].replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

export function salesError(
  code: SalesMessageCode,
  kind: DomainErrorKind,
  params: Record<string, string | number> = {},
): DomainError {
  return new DomainError(code, salesMessage(code, params), kind);
}
