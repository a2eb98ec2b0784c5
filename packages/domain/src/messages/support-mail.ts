/** Support — mail (issue 17). Decided wording: the spec is silent. */
export const SUPPORT_MAIL_MESSAGES = {
  MAIL_SMTP_URL_MISSING: "SMTP_URL absent : les e-mails restent dans la file",
  MAIL_SMTP_URL_INVALID: "SMTP_URL doit être une adresse smtp://hôte:port ou smtps://hôte:port",
  MAIL_RECIPIENT_UNAVAILABLE: "Destinataire désactivé ou supprimé : e-mail non envoyé",
  MAIL_PAYLOAD_UNREADABLE: "Contenu de l'e-mail illisible ({kind}) : e-mail non envoyé",
} as const;
