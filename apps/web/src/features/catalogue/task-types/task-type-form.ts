import { isDomainError, MESSAGES, readTaskTypeName } from "@tronc/domain";
import { domainErrorOf } from "../../../lib/api-error";

export const TASK_TYPE_MESSAGES = {
  created: "Le type de tâche est bien enregistré",
  updated: MESSAGES.CHANGE_SAVED,
  deleted: "Le type de tâche est supprimé",
  deleteConfirm: "Confirmez-vous la suppression de ce type de tâche ?",
  purchaseReserved: "Type réservé aux tâches d'achat",
  purchaseLocked:
    "Ce type sert aux tâches d'achat générées depuis les devis : il ne peut être ni renommé ni supprimé.",
  readOnly: "Seuls les super administrateurs peuvent ajouter, renommer ou supprimer un type de tâche.",
} as const;

/** The domain's check before sending: the French sentence, or null when the name is fine. */
export function checkTaskTypeName(value: string): string | null {
  try {
    readTaskTypeName(value);
    return null;
  } catch (error) {
    if (isDomainError(error)) return error.message;
    throw error;
  }
}

/** A refusal about the name goes under the field; any other is for a toast. */
export function nameErrorOf(error: unknown): string | null {
  const refusal = domainErrorOf(error);
  return refusal?.field === "name" ? refusal.message : null;
}
