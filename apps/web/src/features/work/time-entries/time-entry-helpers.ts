import { DomainError, formatHours, plainHours, toParisDate } from "@tronc/domain";
import type { RouterOutputs } from "../../../lib/trpc";

export type TimeEntryView = RouterOutputs["timeEntry"]["search"]["items"][number];
export type TimeEntryOptions = RouterOutputs["timeEntry"]["options"];
export type TaskTimeLinks = RouterOutputs["timeEntry"]["taskLinks"];

export const LEAVE_CONFIRMATION = "TIME_ENTRY_LEAVE_CONFIRMATION";
export const FALLBACK_GROUP = "Pas d'entreprise rattachée";
export const FALLBACK_CLIENT = "Pas de client rattaché";
export const FALLBACK_TASK = "Pas de tâche rattachée";

/** '7.5' → '7h30'. */
export const hoursLabel = (hours: string) => formatHours(Number(plainHours(hours)));

/** '2027-03-12' → '12/03/2027'. */
export const dayLabel = (date: string) => date.split("-").reverse().join("/");

export const todayInParis = () => toParisDate(new Date());

/** The field a domain refusal names, for a message under it; null when it is not a DomainError. */
export function fieldError(error: unknown): { field: string; message: string } | null {
  return error instanceof DomainError ? { field: error.field ?? "form", message: error.message } : null;
}
