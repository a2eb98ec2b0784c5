import { domainError } from "../messages";
import type { DomainError } from "./errors";
import { toParisLocalDateTime } from "./paris-time";
import type { RecordKind } from "./record-kinds";

/** How a sentence names one record of each kind: its demonstrative and whether the noun is feminine. */
const THIS_RECORD: Record<RecordKind, { subject: string; feminine: boolean }> = {
  lead: { subject: "Ce lead", feminine: false },
  client: { subject: "Ce client", feminine: false },
  contact: { subject: "Ce contact", feminine: false },
  quotation: { subject: "Ce devis", feminine: false },
  invoice: { subject: "Cette facture", feminine: true },
  "credit-note": { subject: "Cet avoir", feminine: false },
  "supplier-invoice": { subject: "Cette facture fournisseur", feminine: true },
  supplier: { subject: "Ce fournisseur", feminine: false },
  "purchase-order": { subject: "Ce bon de commande", feminine: false },
  project: { subject: "Ce projet", feminine: false },
  task: { subject: "Cette tâche", feminine: true },
  material: { subject: "Ce matériel", feminine: false },
  charge: { subject: "Cette charge", feminine: true },
  user: { subject: "Cet utilisateur", feminine: false },
};

export interface VersionConflict {
  kind: RecordKind;
  /** Who made the change the save did not know of; null when the row does not say (an old row). */
  changedBy: string | null;
  changedAt: Date | string;
  /** The refused save's moment: a change made on another Paris day gives its date too. */
  now: Date | string;
}

/** '14 h 32', '9 h 05': the time as said in French. */
function frenchClock(hhmm: string): string {
  const [hours = "0", minutes = "00"] = hhmm.split(":");
  return `${Number(hours)} h ${minutes}`;
}

/** 'à 14 h 32' the same Paris day, 'le 12/03/2026 à 14 h 32' another day. */
function whenSaid(changedAt: Date | string, now: Date | string): string {
  const [day = "", time = ""] = toParisLocalDateTime(changedAt).split("T");
  const [today] = toParisLocalDateTime(now).split("T");
  if (day === today) return `à ${frenchClock(time)}`;
  const [year, month, date] = day.split("-");
  return `le ${date}/${month}/${year} à ${frenchClock(time)}`;
}

/** 'Ce devis a été modifié par Hugo Petit à 14 h 32 pendant votre saisie'. */
export function versionConflictMessage(conflict: VersionConflict): string {
  return versionConflictError(conflict).message;
}

/** The refusal of a save based on an old version: a conflict (409) saying who changed the record and when. */
export function versionConflictError({ kind, changedBy, changedAt, now }: VersionConflict): DomainError {
  const { subject, feminine } = THIS_RECORD[kind];
  return domainError("VERSION_CONFLICT", "conflict", {
    record: subject,
    changed: feminine ? "modifiée" : "modifié",
    person: changedBy ?? "un autre utilisateur",
    when: whenSaid(changedAt, now),
  });
}
