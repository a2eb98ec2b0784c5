import { parisDateTimeLabel } from "../../shared/paris-time";
import { appLink, oneLine } from "./html";
import { layoutMail, type RenderedMail } from "./layout";

export const MAIL_KINDS = ["new-lead", "alert", "recommendation-accepted"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export function isMailKind(value: string): value is MailKind {
  return (MAIL_KINDS as readonly string[]).includes(value);
}

/** The facts of a new lead, as the outbox keeps them. `link` is the lead's path inside the app. */
export interface NewLeadMailFacts {
  leadId: number;
  link: string;
  subject: string;
  requesterName: string;
  requesterCompany: string;
  phone: string;
  email: string | null;
  source: string | null;
  message: string | null;
  /** The group company that handles the lead, and the one that brought it. */
  groupCompany: string;
  sourceGroupCompany: string | null;
  /** ISO instant. */
  createdAt: string;
}

export interface AlertMailFacts {
  alertId: number;
  /** Link to the alerts list; `url` is the screen the alert is about. */
  link: string;
  url: string | null;
  /** One plain-text sentence. */
  summary: string;
  /** The alert's HTML: the sender sanitises it before it reaches `renderMail`. */
  content: string;
  createdAt: string;
}

export interface RecommendationAcceptedMailFacts {
  recommendationId: number;
  leadId: number;
  link: string;
  leadSubject: string;
  client: string;
  groupCompany: string;
}

export type MailToRender =
  | { kind: "new-lead"; facts: NewLeadMailFacts }
  | { kind: "alert"; facts: AlertMailFacts }
  | { kind: "recommendation-accepted"; facts: RecommendationAcceptedMailFacts };

/** The subject column holds 255 characters. */
export const MAIL_SUBJECT_MAX = 255;

export function mailSubject(mail: MailToRender): string {
  switch (mail.kind) {
    case "new-lead": {
      const { subject, requesterCompany } = mail.facts;
      return oneLine(
        requesterCompany.trim()
          ? `Nouveau lead : ${subject} (${requesterCompany})`
          : `Nouveau lead : ${subject}`,
        MAIL_SUBJECT_MAX,
      );
    }
    case "alert":
      return oneLine(`Alerte : ${mail.facts.summary}`, MAIL_SUBJECT_MAX);
    case "recommendation-accepted":
      return oneLine(
        `Recommandation acceptée : ${mail.facts.leadSubject} (${mail.facts.client})`,
        MAIL_SUBJECT_MAX,
      );
  }
}

const REASON = (flag: string) =>
  `Vous recevez cet e-mail car l'option « ${flag} » est activée sur votre compte Tronc Commun.`;

const linksOf = (appUrl: string, links: readonly { label: string; path: string | null }[]) =>
  links.flatMap(({ label, path }) => {
    const href = appLink(appUrl, path);
    return href ? [{ label, href }] : [];
  });

function newLeadParts(facts: NewLeadMailFacts, appUrl: string, subject: string) {
  const requester = [facts.requesterName, facts.requesterCompany].filter((part) => part.trim()).join(" — ");
  return {
    subject,
    intro: `Un nouveau lead est arrivé pour ${facts.groupCompany}.`,
    facts: [
      ["Titre", facts.subject],
      ["Demandeur", requester],
      ["Téléphone", facts.phone],
      ["E-mail", facts.email],
      ["Source", facts.source],
      ["Apporté par", facts.sourceGroupCompany],
      ["Reçu le", parisDateTimeLabel(facts.createdAt)],
    ] as const,
    note: facts.message ? { label: "Demande", text: facts.message } : undefined,
    links: linksOf(appUrl, [{ label: "Ouvrir le lead", path: facts.link }]),
    reason: REASON("Reçoit les mails des nouveaux leads"),
  };
}

function alertParts(facts: AlertMailFacts, appUrl: string, subject: string) {
  return {
    subject,
    intro: "Une alerte demande votre attention.",
    facts: [["Levée le", parisDateTimeLabel(facts.createdAt)]] as const,
    safeHtml: { html: facts.content, text: facts.summary },
    links: linksOf(appUrl, [
      { label: "Voir la liste des alertes", path: facts.link },
      { label: "Ouvrir la fiche concernée", path: facts.url },
    ]),
    reason: REASON("Reçoit les mails d'alerte"),
  };
}

function recommendationParts(facts: RecommendationAcceptedMailFacts, appUrl: string, subject: string) {
  return {
    subject,
    intro: `La recommandation du lead « ${facts.leadSubject} » a été acceptée par le client.`,
    facts: [
      ["Lead", facts.leadSubject],
      ["Client", facts.client],
      ["Société du groupe", facts.groupCompany],
    ] as const,
    links: linksOf(appUrl, [{ label: "Ouvrir le lead", path: facts.link }]),
    reason: REASON("Notifié quand une recommandation est acceptée"),
  };
}

/**
 * The French mail of a notification: subject, plain text and HTML (every fact escaped), with links to
 * the app's screens under `appUrl`. `subject` overrides the computed one (the outbox keeps the subject
 * it was queued with).
 */
export function renderMail(mail: MailToRender, appUrl: string, subject = mailSubject(mail)): RenderedMail {
  switch (mail.kind) {
    case "new-lead":
      return layoutMail(newLeadParts(mail.facts, appUrl, subject));
    case "alert":
      return layoutMail(alertParts(mail.facts, appUrl, subject));
    case "recommendation-accepted":
      return layoutMail(recommendationParts(mail.facts, appUrl, subject));
  }
}
