import { CALL_TYPES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, textSchema } from "../../../schemas";
import { defineContract } from "../../resource/contract";

const id = idSchema("L'échange");
const leadId = idSchema("Le lead");

/** The call / exchange log of a lead: edited by its author, deleted (softly) by its author or a super admin. */
export const leadCallContract = defineContract({
  name: "leadCall",
  operations: {
    list: { type: "query", policy: "authed", input: z.object({ leadId }) },
    get: { type: "query", policy: "authed", input: z.object({ id }) },
    /** 'Votre commentaire est bien enregistré'. */
    create: {
      type: "mutation",
      policy: "authed",
      input: z.object({ leadId, callType: z.enum(CALL_TYPES), comment: textSchema(20_000) }),
    },
    update: {
      type: "mutation",
      policy: "authed",
      input: z.object({ id, comment: textSchema(20_000), callType: z.enum(CALL_TYPES).optional() }),
    },
    /** Soft delete: isDeleted, deletedAt, deletedBy ('Confirmez-vous la suppression de cet appel ?'). */
    delete: { type: "mutation", policy: "authed", input: z.object({ id }) },
  },
  messages: [
    "CALL_NOT_FOUND",
    "LEAD_NOT_FOUND",
    "CALL_COMMENT_REQUIRED",
    "CALL_TYPE_UNKNOWN",
    "CALL_TYPE_INVALID",
    "CALL_EDIT_FORBIDDEN",
    "CALL_DELETE_FORBIDDEN",
    "CALL_DELETED",
  ],
});
