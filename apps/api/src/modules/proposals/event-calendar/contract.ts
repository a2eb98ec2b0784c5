import { EVENT_SEARCH_STATES, MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { date, requiredRef, text } from "../../../hydra/body";
import { PATHS } from "../../../hydra/paths";
import { idListSchema, idSchema, safeString } from "../../../schemas";
import { defineContract } from "../../resource/contract";

const id = idSchema("La date du calendrier");
const recommendationId = idSchema("La recommandation");

/** Types and generous lengths only: the domain says in French what is missing or wrong. */
const fields = { startAt: date(), endAt: date(), location: text(1_000) };

const search = z.object({
  date: safeString(40).optional(),
  /** The domain checks 1–365 and says it in French. */
  days: z.number({ error: MESSAGES.DAYS_NOT_INTEGER }).int({ error: MESSAGES.DAYS_NOT_INTEGER }).optional(),
  triangleCompanyIds: idListSchema("L'entreprise du groupe", 100).optional(),
  states: z
    .array(z.enum(EVENT_SEARCH_STATES, { error: MESSAGES.EVENT_SEARCH_STATE_INVALID }))
    .max(3, { error: MESSAGES.EVENT_SEARCH_STATES_TOO_MANY })
    .optional(),
  recommendationId: recommendationId.optional(),
});

/** A recommendation's delivery dates and the event calendar: every signed-in user reads and works proposals. */
export const eventCalendarContract = defineContract({
  name: "eventCalendar",
  operations: {
    listByRecommendation: { type: "query", policy: "authed", input: z.object({ recommendationId }) },
    get: { type: "query", policy: "authed", input: z.object({ id }) },
    search: { type: "query", policy: "authed", input: search },
    create: {
      type: "mutation",
      policy: "authed",
      input: z.object({ recommendationId: requiredRef(PATHS.recommendations), ...fields }),
    },
    update: { type: "mutation", policy: "authed", input: z.object({ id, ...fields }) },
    delete: { type: "mutation", policy: "authed", input: z.object({ id }) },
  },
  messages: [
    "RECOMMENDATION_NOT_FOUND",
    "EVENT_NOT_FOUND",
    "EVENT_START_REQUIRED",
    "EVENT_END_REQUIRED",
    "EVENT_END_BEFORE_START",
    "EVENT_DATE_INVALID",
    "EVENT_LOCATION_TOO_LONG",
    "EVENT_SEARCH_DATE_INVALID",
    "EVENT_SEARCH_DAYS_RANGE",
  ],
});
