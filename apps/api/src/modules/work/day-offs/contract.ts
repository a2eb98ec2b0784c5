import { z } from "zod";
import { ID_MAX, safeString } from "../../../schemas";
import { defineContract } from "../../resource/contract";

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

const dayOffId = z.object({
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
const month = z.object({
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

const fields = {
  startAt: leaveDate("La date de début"),
  endAt: leaveDate("La date de fin"),
  state: leaveState,
};

/**
 * Leaves: every signed-in user at the door; who sees and changes what is decided by the service. The
 * Hydra body is the operation's own input (dates and state); the service judges them in French.
 */
export const dayOffContract = defineContract({
  name: "dayOff",
  operations: {
    /** Leaves overlapping a month (1-12, default this month), those the user may see. */
    list: { type: "query", policy: "authed", input: month },
    /** Every leave the user may see. */
    listAll: { type: "query", policy: "authed" },
    get: { type: "query", policy: "authed", input: dayOffId },
    create: { type: "mutation", policy: "authed", input: z.object(fields) },
    update: { type: "mutation", policy: "authed", input: dayOffId.extend(fields) },
    delete: { type: "mutation", policy: "authed", input: dayOffId },
  },
  messages: [
    "LEAVE_NOT_FOUND",
    "LEAVE_START_REQUIRED",
    "LEAVE_END_REQUIRED",
    "LEAVE_END_BEFORE_START",
    "LEAVE_START_IN_PAST",
    "LEAVE_EDIT_FORBIDDEN",
    "LEAVE_STATE_FORBIDDEN",
    "INVALID_DATE_TIME",
  ],
});
