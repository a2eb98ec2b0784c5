import { formatMessage } from "@tronc/domain";
import { useEffect, useState } from "react";
import type { RouterOutputs } from "../../../lib/trpc";

export { domainCodeOf } from "../clients/client-form";

export type LeadDetail = RouterOutputs["lead"]["get"];
export type LeadListItem = RouterOutputs["lead"]["search"]["items"][number];
export type LeadOptions = RouterOutputs["lead"]["options"];
export type CallView = RouterOutputs["leadCall"]["list"][number];

export { LEAD_PAGE_SIZE } from "./lead-list-loader";

/** What the sales people usually write as a lead's source (free text: the list only suggests). */
export const LEAD_SOURCES = [
  "Site internet",
  "Téléphone",
  "Salon",
  "Recommandation",
  "Réseaux sociaux",
  "Client existant",
  "Mailing",
  "Apporteur d'affaires",
];

export const LEAD_MESSAGES = {
  created: "Le lead est créé : il attend parmi les non lus.",
  saved: "Le lead est enregistré",
  subjectEmpty: formatMessage("LEAD_SUBJECT_EMPTY"),
  requestSaved: "La demande est enregistrée",
  briefSaved: "Le brief est enregistré",
  takenOver: "Vous avez pris ce lead en charge",
  callbackSaved: "Rappel sauvegardé",
  callbackCancelled: "Le rappel est supprimé",
  callbackInvalid: formatMessage("CALLBACK_DATE_INVALID"),
  callbackDeleteConfirm: `${formatMessage("DELETE_CONFIRM")} ?`,
  callSaved: "Votre commentaire est bien enregistré",
  callDeleteConfirm: "Confirmez-vous la suppression de cet appel ?",
  callDeleted: "L'échange est supprimé",
  fileDeleteConfirm: "Confirmez-vous la suppression de ce fichier ?",
  fileDeleted: "Fichier effacé",
  fileAdded: "Le fichier est ajouté au lead",
  projectCreated: "Projet créé",
  leadDeleteConfirm: "Etes-vous sur de vouloir supprimer le lead ? Opération irréversible",
  leadDeleted: "Le lead a bien été supprimé",
  companyAttached: "Le lead est rattaché à l'entreprise",
} as const;

/** '1 lead', '12 leads'. */
export function countLabel(count: number, one: string, many: string): string {
  return `${count.toLocaleString("fr-FR")} ${count > 1 ? many : one}`;
}

/** The current time, refreshed every `everyMs` (callback colours move as time passes). */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A form's draft over the server's values: it follows the server while untouched and is kept as typed
 * once edited (a refetch never wipes what someone is typing). `dirty` tells whether there is
 * something to save.
 */
export function useDraft<T>(server: T) {
  const [draft, setDraft] = useState<T>(server);
  const [base, setBase] = useState<T>(server);
  if (!same(server, base)) {
    setBase(server);
    if (same(draft, base)) setDraft(server);
  }
  const dirty = !same(draft, server);
  const set = <K extends keyof T>(name: K, value: T[K]) => setDraft((all) => ({ ...all, [name]: value }));
  return { draft, setDraft, set, dirty, reset: () => setDraft(server) };
}
