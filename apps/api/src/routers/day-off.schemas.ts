import { z } from "zod";

const FORMAT = "doit être une date et une heure au format AAAA-MM-JJTHH:mm";

/** The text is checked by the service (Paris wall clock or ISO 8601 with an offset). */
const leaveDate = (label: string) =>
  z
    .string({ error: `${label} ${FORMAT}.` })
    .max(40, { error: `${label} ${FORMAT}.` })
    .nullish();

const leaveState = z.string({ error: "L'état du congé doit être un texte." }).max(40).nullish();

export const dayOffIdInput = z.object({
  id: z.number({ error: "L'identifiant du congé doit être un nombre." }).int().positive(),
});

/**
 * Year and month (1-12) are checked by the domain, which answers in French ('Le mois 13 n'est pas
 * valide'); left out, they are those of today in Paris.
 */
export const dayOffMonthInput = z.object({
  year: z.number({ error: "L'année doit être un nombre entier." }).int().optional(),
  month: z.number({ error: "Le mois doit être un nombre entier." }).int().optional(),
});

export const dayOffCreateInput = z.object({
  startAt: leaveDate("La date de début"),
  endAt: leaveDate("La date de fin"),
  state: leaveState,
});

export const dayOffUpdateInput = dayOffIdInput.extend({
  startAt: leaveDate("La date de début"),
  endAt: leaveDate("La date de fin"),
  state: leaveState,
});

export type DayOffCreateInput = z.infer<typeof dayOffCreateInput>;
export type DayOffUpdateInput = z.infer<typeof dayOffUpdateInput>;
