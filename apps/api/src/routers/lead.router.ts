import { leadChangeLog } from "../services/sales/change-log";
import { createLeadFromContactForm } from "../services/sales/contact-forms";
import { convertLeadToCompany } from "../services/sales/convert-company";
import { createLead } from "../services/sales/create-lead";
import { deleteLead } from "../services/sales/delete-lead";
import { cancelLeadCallback, setLeadCallback } from "../services/sales/lead-callback";
import { attachLeadFile, removeLeadFile, setLeadFiles } from "../services/sales/lead-files";
import { searchLeads } from "../services/sales/lead-search";
import { getLeadDetail } from "../services/sales/lead-views";
import { leadOptions } from "../services/sales/options";
import { convertLeadToProject } from "../services/sales/projects";
import { takeOverLeadFor, updateLead } from "../services/sales/update-lead";
import { authedProcedure, router, superAdminProcedure } from "../trpc/trpc";
import {
  cancelCallbackInput,
  convertToCompanyInput,
  leadCreateInput,
  leadFileInput,
  leadFilesInput,
  leadFromContactFormInput,
  leadIdInput,
  leadSearchInput,
  leadUpdateInput,
  setCallbackInput,
} from "./lead.schemas";

/** Leads: every signed-in user sees and works them; the change log is the super admin's. */
export const leadRouter = router({
  /** Choices of the list filter and of the lead forms (the user's active companies, active users). */
  options: authedProcedure.query(({ ctx }) => leadOptions(ctx.db, ctx.user)),
  /** 'Liste des Leads': a page of 50, the total and the three badge counts. */
  search: authedProcedure
    .input(leadSearchInput)
    .query(({ ctx, input }) => searchLeads(ctx.db, input, ctx.now())),
  get: authedProcedure
    .input(leadIdInput)
    .query(({ ctx, input }) => getLeadDetail(ctx.db, input.id, ctx.now())),
  /** 'Ajouter un Lead' (two steps): contact form, lead, contact, project in one transaction. */
  create: authedProcedure.input(leadCreateInput).mutation(async ({ ctx, input }) => {
    const id = await createLead(ctx.db, ctx.user, {
      requester: input.requester,
      subject: input.subject ?? "",
      source: input.source ?? "",
      message: input.message ?? "",
      triangleCompanyId: input.triangleCompanyId ?? null,
      sourceTriangleCompanyId: input.sourceTriangleCompanyId ?? null,
    });
    return getLeadDetail(ctx.db, id, ctx.now());
  }),
  /** The old clients' chain: a lead on an existing (or embedded) contact form. */
  createFromContactForm: authedProcedure.input(leadFromContactFormInput).mutation(async ({ ctx, input }) => {
    const id = await createLeadFromContactForm(ctx.db, ctx.user, {
      ...input,
      subject: input.subject ?? "",
      triangleCompanyId: input.triangleCompanyId ?? null,
      sourceTriangleCompanyId: input.sourceTriangleCompanyId ?? null,
    });
    return getLeadDetail(ctx.db, id, ctx.now());
  }),
  /** Saves the lead page: subject, brief, level, status, assignee, companies; changes are logged. */
  update: authedProcedure
    .input(leadUpdateInput)
    .mutation(({ ctx, input: { id, ...changes } }) => updateLead(ctx.db, ctx.user, id, changes, ctx.now())),
  /** 'PRENDRE EN CHARGE'. */
  takeOver: authedProcedure
    .input(leadIdInput)
    .mutation(({ ctx, input }) => takeOverLeadFor(ctx.db, ctx.user, input.id, ctx.now())),
  /** Adds or moves the callback ('Rappel sauvegardé'). */
  setCallback: authedProcedure.input(setCallbackInput).mutation(({ ctx, input }) =>
    setLeadCallback(
      ctx.db,
      ctx.user,
      input.id,
      {
        callbackAt: input.callbackAt ?? "",
        callbackSubject: input.callbackSubject,
        callbackUserId: input.callbackUserId,
      },
      ctx.now(),
    ),
  ),
  cancelCallback: authedProcedure
    .input(cancelCallbackInput)
    .mutation(({ ctx, input }) =>
      cancelLeadCallback(ctx.db, ctx.user, input.id, input.reason ?? null, ctx.now()),
    ),
  /** 'Convertir en projet' → 'Projet créé'. */
  convertToProject: authedProcedure
    .input(leadIdInput)
    .mutation(({ ctx, input }) => convertLeadToProject(ctx.db, ctx.user, input.id, ctx.now())),
  /** 'Rattacher à une entreprise' (409 with the spec's sentence on a duplicate contact e-mail). */
  convertToCompany: authedProcedure
    .input(convertToCompanyInput)
    .mutation(({ ctx, input: { id, ...conversion } }) =>
      convertLeadToCompany(ctx.db, id, conversion, ctx.now()),
    ),
  /** Only a LEAD_TRASH lead whose project is still STATE_LEAD ('Le lead a bien été supprimé'). */
  delete: authedProcedure.input(leadIdInput).mutation(async ({ ctx, input }) => {
    await deleteLead(ctx.db, ctx.filesDir, ctx.user, input.id);
    return { id: input.id };
  }),
  /** The log of state changes of the lead and its project. */
  changeLog: superAdminProcedure
    .input(leadIdInput)
    .query(({ ctx, input }) => leadChangeLog(ctx.db, input.id)),
  /** Links a file uploaded through POST /tronc-commun/lead/upload/file. */
  attachFile: authedProcedure
    .input(leadFileInput)
    .mutation(({ ctx, input }) => attachLeadFile(ctx.db, input.id, input.fileId)),
  /** 'Fichier effacé': unlinks and deletes the file. */
  removeFile: authedProcedure
    .input(leadFileInput)
    .mutation(({ ctx, input }) => removeLeadFile(ctx.db, ctx.filesDir, input.id, input.fileId)),
  /** Replaces the attachment list (the Hydra PUT sends it whole). */
  setFiles: authedProcedure.input(leadFilesInput).mutation(async ({ ctx, input }) => {
    await setLeadFiles(ctx.db, input.id, input.fileIds);
    return getLeadDetail(ctx.db, input.id, ctx.now());
  }),
});
