import { convertLeadToProject } from "../modules/work/projects/save";
import { createLeadFromContactForm } from "../services/sales/contact-forms";
import { cancelLeadCallback, setLeadCallback } from "../services/sales/leads/callback";
import { leadChangeLog } from "../services/sales/leads/change-log";
import { convertLeadToCompany } from "../services/sales/leads/convert-to-company";
import { createLead } from "../services/sales/leads/create";
import { deleteLead } from "../services/sales/leads/delete";
import { attachLeadFile, removeLeadFile, setLeadFiles } from "../services/sales/leads/files";
import { leadOptions } from "../services/sales/leads/options";
import { searchLeads } from "../services/sales/leads/search";
import { takeOverLead, updateLead } from "../services/sales/leads/update";
import { getLeadDetail } from "../services/sales/leads/views";
import { serviceCtx } from "../trpc/context";
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
  options: authedProcedure.query(({ ctx }) => leadOptions(serviceCtx(ctx))),
  /** 'Liste des Leads': a page of 50, the total and the three badge counts. */
  search: authedProcedure
    .input(leadSearchInput)
    .query(({ ctx, input }) => searchLeads(serviceCtx(ctx), input)),
  get: authedProcedure.input(leadIdInput).query(({ ctx, input }) => getLeadDetail(serviceCtx(ctx), input)),
  /** 'Ajouter un Lead' (two steps): contact form, lead, contact, project in one transaction. */
  create: authedProcedure
    .input(leadCreateInput)
    .mutation(({ ctx, input }) => createLead(serviceCtx(ctx), input)),
  /** The old clients' chain: a lead on an existing (or embedded) contact form. */
  createFromContactForm: authedProcedure
    .input(leadFromContactFormInput)
    .mutation(({ ctx, input }) => createLeadFromContactForm(serviceCtx(ctx), input)),
  /** Saves the lead page; only a super admin changes the owner of a lead; changes are logged. */
  update: authedProcedure
    .input(leadUpdateInput)
    .mutation(({ ctx, input }) => updateLead(serviceCtx(ctx), input)),
  /** 'PRENDRE EN CHARGE'. */
  takeOver: authedProcedure
    .input(leadIdInput)
    .mutation(({ ctx, input }) => takeOverLead(serviceCtx(ctx), input)),
  /** Adds or moves the callback ('Rappel sauvegardé'). */
  setCallback: authedProcedure
    .input(setCallbackInput)
    .mutation(({ ctx, input }) => setLeadCallback(serviceCtx(ctx), input)),
  cancelCallback: authedProcedure
    .input(cancelCallbackInput)
    .mutation(({ ctx, input }) => cancelLeadCallback(serviceCtx(ctx), input)),
  /** 'Convertir en projet' → 'Projet créé'. */
  convertToProject: authedProcedure
    .input(leadIdInput)
    .mutation(({ ctx, input }) => convertLeadToProject(serviceCtx(ctx), input)),
  /** 'Rattacher à une entreprise' (409 with the spec's sentence on a duplicate contact e-mail). */
  convertToCompany: authedProcedure
    .input(convertToCompanyInput)
    .mutation(({ ctx, input }) => convertLeadToCompany(serviceCtx(ctx), input)),
  /** Only a LEAD_TRASH lead whose project is still STATE_LEAD ('Le lead a bien été supprimé'). */
  delete: authedProcedure.input(leadIdInput).mutation(({ ctx, input }) => deleteLead(serviceCtx(ctx), input)),
  /** The log of state changes of the lead and its project. */
  changeLog: superAdminProcedure
    .input(leadIdInput)
    .query(({ ctx, input }) => leadChangeLog(serviceCtx(ctx), input)),
  /** Links a file uploaded through POST /tronc-commun/lead/upload/file. */
  attachFile: authedProcedure
    .input(leadFileInput)
    .mutation(({ ctx, input }) => attachLeadFile(serviceCtx(ctx), input)),
  /** 'Fichier effacé': unlinks and deletes the file. */
  removeFile: authedProcedure
    .input(leadFileInput)
    .mutation(({ ctx, input }) => removeLeadFile(serviceCtx(ctx), input)),
  /** Replaces the attachment list (the Hydra PUT sends it whole). */
  setFiles: authedProcedure
    .input(leadFilesInput)
    .mutation(({ ctx, input }) => setLeadFiles(serviceCtx(ctx), input)),
});
