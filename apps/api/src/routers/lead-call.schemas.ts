import { CALL_TYPES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, textSchema } from "../schemas";

export const callIdInput = z.object({ id: idSchema("L'échange") });
export const callListInput = z.object({ leadId: idSchema("Le lead") });

export const callCreateInput = z.object({
  leadId: idSchema("Le lead"),
  callType: z.enum(CALL_TYPES),
  comment: textSchema(20_000),
});

export const callUpdateInput = z.object({
  id: idSchema("L'échange"),
  comment: textSchema(20_000),
  callType: z.enum(CALL_TYPES).optional(),
});
