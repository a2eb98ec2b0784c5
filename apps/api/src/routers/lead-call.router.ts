import { addCall, deleteCall, editCall, getCall, listCalls } from "../services/sales/lead-calls";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import { callCreateInput, callIdInput, callListInput, callUpdateInput } from "./lead-call.schemas";

/** The call / exchange log of a lead: edited by its author, deleted (softly) by its author or a super admin. */
export const leadCallRouter = router({
  list: authedProcedure.input(callListInput).query(({ ctx, input }) => listCalls(serviceCtx(ctx), input)),
  get: authedProcedure.input(callIdInput).query(({ ctx, input }) => getCall(serviceCtx(ctx), input)),
  /** 'Votre commentaire est bien enregistré'. */
  create: authedProcedure
    .input(callCreateInput)
    .mutation(({ ctx, input }) => addCall(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(callUpdateInput)
    .mutation(({ ctx, input }) => editCall(serviceCtx(ctx), input)),
  /** Soft delete: isDeleted, deletedAt, deletedBy ('Confirmez-vous la suppression de cet appel ?'). */
  delete: authedProcedure.input(callIdInput).mutation(({ ctx, input }) => deleteCall(serviceCtx(ctx), input)),
});
