import { defineResource } from "../../resource/define-resource";
import { projectContract } from "./contract";
import { deleteProject } from "./delete";
import { projectExtraRows } from "./hydra-extra";
import { createManualProject, saveProjectForLead, updateProject } from "./save";
import { searchProjects } from "./search";
import { getProject } from "./views";
import { projectWire } from "./wire";

/**
 * /api/tronc-commun/tronc_commun_projects: GET and DELETE {id} are the module's rows; the lists
 * (and /…-search), POST and PUT are written by hand (hydra-extra.ts).
 */
export const projectModule = defineResource(
  projectContract,
  {
    search: searchProjects,
    get: getProject,
    create: createManualProject,
    update: updateProject,
    delete: deleteProject,
    saveForLead: saveProjectForLead,
  },
  { hydra: { wire: projectWire, get: "get", delete: "delete", extra: projectExtraRows } },
);
