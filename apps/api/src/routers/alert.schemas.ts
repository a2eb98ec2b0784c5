import { ALERT_STATES, ALERT_TYPES, type AlertState, type AlertType, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { idListSchema, idSchema, pageInput, safeString, searchText } from "../schemas";

const alertStateSchema = z.enum(ALERT_STATES as [AlertState, ...AlertState[]], {
  error: "L'état d'alerte demandé n'existe pas.",
});
const alertTypeSchema = z.enum(ALERT_TYPES as [AlertType, ...AlertType[]], {
  error: "Le type d'alerte demandé n'existe pas.",
});

export const alertFilters = z.object({
  /** Words of the content, of the type's label or of a responsible's name. */
  q: searchText,
  /** Absent: new and read (the list's default, spec §9); empty: every state. */
  states: z.array(alertStateSchema).max(3, { error: "3 états au plus." }).optional(),
});
export const alertSearchInput = alertFilters.extend(pageInput(PAGE_SIZES.alerts, PAGE_SIZES.alerts));

export const alertIdInput = z.object({ id: idSchema("L'alerte") });

/** The alerts the screen shows: the new ones become read and the caller one of their readers. */
export const alertMarkReadInput = z.object({
  ids: idListSchema("L'alerte", PAGE_SIZES.alerts).min(1, { error: "Au moins une alerte est attendue." }),
});

/** An alert written by hand (Hydra POST): its content is HTML, sanitised when saved and when shown. */
export const alertCreateInput = z.object({
  type: alertTypeSchema.optional(),
  content: safeString(20_000),
  url: safeString(500).nullish(),
  responsibleIds: idListSchema("Le responsable", 50).optional(),
});

export type AlertFilters = z.infer<typeof alertFilters>;
export type AlertSearchInput = z.infer<typeof alertSearchInput>;
export type AlertCreateInput = z.infer<typeof alertCreateInput>;
