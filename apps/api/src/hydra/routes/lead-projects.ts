import { projectFields } from "../../routers/project.schemas";
import type { ProjectView } from "../../services/sales/projects";
import { date, hydraBody, ref, text, textOrEmpty } from "../body";
import { iri } from "../iri";
import { hydraMember } from "../json-ld";
import { PATHS } from "../paths";
import { hydraResource, wireType } from "../resource";
import { companyMember, triangleCompanyMember, userMember } from "./sales-wire";

const wire = wireType("TroncCommunProject", PATHS.projects, (project: ProjectView) => ({
  id: project.id,
  name: project.name,
  state: project.state,
  lead: project.lead ? hydraMember("TroncCommunLead", iri(PATHS.leads, project.lead.id), project.lead) : null,
  creator: userMember(project.creator),
  company: companyMember(project.company),
  projectManager: userMember(project.projectManager),
  ownerTriangleCompany: triangleCompanyMember(project.ownerTriangleCompany),
  deliveryDate: project.deliveryDate,
  refusedStatus: project.refusedStatus,
  createdAt: project.createdAt,
}));

const body = hydraBody({
  lead: ref(PATHS.leads),
  name: textOrEmpty(250),
  state: projectFields.shape.state,
  company: ref(PATHS.companies),
  creator: ref(PATHS.users),
  projectManager: ref(PATHS.users),
  ownerTriangleCompany: ref(PATHS.triangleCompanies),
  deliveryDate: date(),
  refusedStatus: text(40),
});

const projectInput = ({
  lead: _,
  company,
  creator,
  projectManager,
  ownerTriangleCompany,
  ...rest
}: typeof body._output) => ({
  ...rest,
  companyId: company,
  creatorId: creator,
  projectManagerId: projectManager,
  ownerTriangleCompanyId: ownerTriangleCompany,
});

/**
 * Projects as the lead chain uses them. A POST for a lead that already has its project (always, since
 * the lead creates it) updates that project instead of adding a second (DESIGN §10).
 */
export const leadProjectRoutes = hydraResource({
  wire,
  create: {
    body,
    call: (caller, input) =>
      input.lead
        ? caller.project.saveForLead({ leadId: input.lead, ...projectInput(input) })
        : caller.project.create(projectInput(input)),
  },
  get: (caller, id) => caller.project.get({ id }),
  update: { body, call: (caller, id, input) => caller.project.update({ id, ...projectInput(input) }) },
});
