import { CALL_TYPES } from "@tronc/domain";
import { z } from "zod";
import { positiveId, text } from "./lead.schemas";

export const callIdInput = z.object({ id: positiveId("L'échange") });
export const callListInput = z.object({ leadId: positiveId("Le lead") });

export const callCreateInput = z.object({
  leadId: positiveId("Le lead"),
  callType: z.enum(CALL_TYPES),
  comment: text(20_000),
});

export const callUpdateInput = z.object({
  id: positiveId("L'échange"),
  comment: text(20_000),
  callType: z.enum(CALL_TYPES).optional(),
});
