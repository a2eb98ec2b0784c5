import { createLeadFromContactForm } from "../../../services/sales/contact-forms";
import { cancelLeadCallback, setLeadCallback } from "../../../services/sales/leads/callback";
import { leadChangeLog } from "../../../services/sales/leads/change-log";
import { convertLeadToCompany } from "../../../services/sales/leads/convert-to-company";
import { createLead } from "../../../services/sales/leads/create";
import { deleteLead } from "../../../services/sales/leads/delete";
import { attachLeadFile, removeLeadFile, setLeadFiles } from "../../../services/sales/leads/files";
import { leadOptions } from "../../../services/sales/leads/options";
import { searchLeads } from "../../../services/sales/leads/search";
import { takeOverLead, updateLead } from "../../../services/sales/leads/update";
import { getLeadDetail } from "../../../services/sales/leads/views";
import { defineResource } from "../../resource/define-resource";
import { convertLeadToProject } from "../../work/projects/save";
import { leadContract } from "./contract";
import { registerLeadExport } from "./export-route";
import { leadExtraRows } from "./hydra-extra";
import { leadWire } from "./wire";

/**
 * /api/tronc-commun/tronc_commun_leads: DELETE {id} by the module; lead-search, POST, GET and PUT by
 * hand (hydra-extra.ts); the Excel export of the list (/admin/leads-export).
 */
export const leadModule = defineResource(
  leadContract,
  {
    options: leadOptions,
    search: searchLeads,
    get: getLeadDetail,
    create: createLead,
    createFromContactForm: createLeadFromContactForm,
    update: updateLead,
    takeOver: takeOverLead,
    setCallback: setLeadCallback,
    cancelCallback: cancelLeadCallback,
    convertToProject: convertLeadToProject,
    convertToCompany: convertLeadToCompany,
    delete: deleteLead,
    changeLog: leadChangeLog,
    attachFile: attachLeadFile,
    removeFile: removeLeadFile,
    setFiles: setLeadFiles,
  },
  { hydra: { wire: leadWire, delete: "delete", extra: leadExtraRows }, files: [registerLeadExport] },
);
