import { z } from "zod";
import { ID_MAX, safeString } from "../schemas";

const FORMAT = "doit être une date et une heure valides";

/** The text is checked by the service (Paris wall clock or ISO 8601 with an offset). */
const leaveDate = (label: string) =>
  z
    .string({ error: `${label} ${FORMAT}.` })
    .max(40, { error: `${label} ${FORMAT}.` })
    .pipe(safeString(40))
    .nullish();

const leaveState = z.string({ error: "L'état du congé doit être un texte." }).pipe(safeString(40)).nullish();

const ID_ERROR = "L'identifiant du congé doit être un nombre.";

export const dayOffIdInput = z.object({
  id: z
    .number({ error: ID_ERROR })
    .int({ error: ID_ERROR })
    .min(1, { error: ID_ERROR })
    .max(ID_MAX, { error: "L'identifiant du congé n'est pas valide." }),
});

/**
 * Year and month (1-12) are checked by the domain, which answers in French ('Le mois 13 n'est pas
 * valide'); left out, they are those of today in Paris. The bounds keep them plain integers.
 */
export const dayOffMonthInput = z.object({
  year: z
    .number({ error: "L'année doit être un nombre entier." })
    .int({ error: "L'année doit être un nombre entier." })
    .min(1, { error: "L'année doit être comprise entre 1 et 9999." })
    .max(9999, { error: "L'année doit être comprise entre 1 et 9999." })
    .optional(),
  month: z
    .number({ error: "Le mois doit être un nombre entier." })
    .int({ error: "Le mois doit être un nombre entier." })
    .min(-1000, { error: "Le mois n'est pas valide" })
    .max(1000, { error: "Le mois n'est pas valide" })
    .optional(),
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
