import { addCall, deleteCall, editCall, getCall, listCalls } from "../services/sales/lead-calls";
import { authedProcedure, router } from "../trpc/trpc";
import { callCreateInput, callIdInput, callListInput, callUpdateInput } from "./lead-call.schemas";

/** The call / exchange log of a lead: edited by its author, deleted (softly) by its author or a super admin. */
export const leadCallRouter = router({
  list: authedProcedure.input(callListInput).query(({ ctx, input }) => listCalls(ctx.db, input.leadId)),
  get: authedProcedure.input(callIdInput).query(({ ctx, input }) => getCall(ctx.db, input.id)),
  /** 'Votre commentaire est bien enregistré'. */
  create: authedProcedure
    .input(callCreateInput)
    .mutation(({ ctx, input }) =>
      addCall(ctx.db, ctx.user, { ...input, comment: input.comment ?? "" }, ctx.now()),
    ),
  update: authedProcedure.input(callUpdateInput).mutation(({ ctx, input }) =>
    editCall(
      ctx.db,
      ctx.user,
      input.id,
      {
        comment: input.comment === undefined ? undefined : (input.comment ?? ""),
        callType: input.callType,
      },
      ctx.now(),
    ),
  ),
  /** Soft delete: isDeleted, deletedAt, deletedBy ('Confirmez-vous la suppression de cet appel ?'). */
  delete: authedProcedure
    .input(callIdInput)
    .mutation(({ ctx, input }) => deleteCall(ctx.db, ctx.user, input.id, ctx.now())),
});
