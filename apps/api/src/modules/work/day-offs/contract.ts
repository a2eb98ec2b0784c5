import { MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { ID_MAX, safeString } from "../../../schemas";
import { defineContract } from "../../resource/contract";

/** The text is checked by the service (Paris wall clock or ISO 8601 with an offset). */
const leaveDate = (error: string) => z.string({ error }).max(40, { error }).pipe(safeString(40)).nullish();

const leaveState = z.string({ error: MESSAGES.LEAVE_STATE_NOT_TEXT }).pipe(safeString(40)).nullish();

const dayOffId = z.object({
  id: z
    .number({ error: MESSAGES.LEAVE_ID_NOT_NUMERIC })
    .int({ error: MESSAGES.LEAVE_ID_NOT_NUMERIC })
    .min(1, { error: MESSAGES.LEAVE_ID_NOT_NUMERIC })
    .max(ID_MAX, { error: MESSAGES.LEAVE_ID_INVALID }),
});

/**
 * Year and month (1-12) are checked by the domain, which answers in French ('Le mois 13 n'est pas
 * valide'); left out, they are those of today in Paris. The bounds keep them plain integers.
 */
const month = z.object({
  year: z
    .number({ error: MESSAGES.YEAR_NOT_INTEGER })
    .int({ error: MESSAGES.YEAR_NOT_INTEGER })
    .min(1, { error: MESSAGES.YEAR_OUT_OF_RANGE })
    .max(9999, { error: MESSAGES.YEAR_OUT_OF_RANGE })
    .optional(),
  month: z
    .number({ error: MESSAGES.MONTH_NOT_INTEGER })
    .int({ error: MESSAGES.MONTH_NOT_INTEGER })
    .min(-1000, { error: MESSAGES.MONTH_NOT_VALID })
    .max(1000, { error: MESSAGES.MONTH_NOT_VALID })
    .optional(),
});

const fields = {
  startAt: leaveDate(MESSAGES.LEAVE_START_NOT_DATE_TIME),
  endAt: leaveDate(MESSAGES.LEAVE_END_NOT_DATE_TIME),
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
