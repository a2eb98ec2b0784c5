import { EVENT_SEARCH_STATES } from "@tronc/domain";
import { z } from "zod";
import { idListSchema, idSchema, safeString, textSchema } from "../schemas";

const eventId = idSchema("La date du calendrier");
const recommendationId = idSchema("La recommandation");

export const eventCalendarIdInput = z.object({ id: eventId });
export const eventCalendarListInput = z.object({ recommendationId });

/** Types and generous lengths only: the domain says in French what is missing or wrong. */
const fields = {
  startAt: textSchema(40),
  endAt: textSchema(40),
  location: textSchema(1_000),
};

export const eventCalendarCreateInput = z.object({ recommendationId, ...fields });
export const eventCalendarUpdateInput = z.object({ id: eventId, ...fields });

export const eventCalendarSearchInput = z.object({
  date: safeString(40).optional(),
  /** The domain checks 1–365 and says it in French. */
  days: z
    .number({ error: "Le nombre de jours doit être un nombre entier." })
    .int({
      error: "Le nombre de jours doit être un nombre entier.",
    })
    .optional(),
  triangleCompanyIds: idListSchema("L'entreprise du groupe", 100).optional(),
  states: z
    .array(
      z.enum(EVENT_SEARCH_STATES, {
        error: "L'état doit valoir RECO_STATE_DRAFT, RECO_STATE_SEND ou RECO_STATE_ACCEPTED.",
      }),
    )
    .max(3, { error: "Trois états au plus." })
    .optional(),
  recommendationId: recommendationId.optional(),
});
