import { z } from "zod";
import { MATERIAL_PATHS, materialIri } from "../../modules/support/materials/wire";
import { projectFields, projectState } from "../../routers/project.schemas";
import type { ProjectCard } from "../../services/work/projects/search";
import type { ProjectView } from "../../services/work/projects/views";
import type { AppCaller } from "../../trpc/caller";
import { date, hydraBody, parseBody, ref, refs, setRef, text, textOrEmpty } from "../body";
import { iri } from "../iri";
import { hydraMember } from "../json-ld";
import { PATHS } from "../paths";
import { collectionRoute, hydraResource, wireType } from "../resource";
import type { HydraRequest } from "../route";
import { companyMember, triangleCompanyMember, userMember } from "./sales-wire";

const PROJECT_TYPE = "TroncCommunProject";
/** The delivery reports' collection (its resource is the delivery-reports area's). */
const DELIVERY_REPORTS_PATH = "/api/tronc-commun/tronc_commun_delivery_reports";

const leadMember = (lead: NonNullable<ProjectView["lead"]>) =>
  hydraMember("TroncCommunLead", iri(PATHS.leads, lead.id), {
    id: lead.id,
    subject: lead.subject,
    contactForm: { message: lead.message },
  });

const wire = wireType(PROJECT_TYPE, PATHS.projects, (project: ProjectView) => ({
  id: project.id,
  name: project.name,
  state: project.state,
  company: companyMember(project.company),
  deliveryDate: project.deliveryDate,
  projectManager: userMember(project.projectManager),
  ownerTriangleCompany: triangleCompanyMember(project.ownerTriangleCompany),
  triangleCompanies: project.triangleCompanies.map(triangleCompanyMember),
  triangleUsers: project.triangleUsers.map(userMember),
  comment: project.comment,
  attachments: project.attachments.map((file) =>
    hydraMember("File", iri(PATHS.files, file.id), { id: file.id, filename: file.filename }),
  ),
  gameUrl: project.gameUrl,
  lead: project.lead ? leadMember(project.lead) : null,
  creator: userMember(project.creator),
  createdAt: project.createdAt,
  recapTask: project.recapTask,
  canArchive: project.canArchive,
  totalTaskReportHour: Number(project.totalTaskReportHour),
  totalTaskDuration: Number(project.totalTaskDuration),
  troncCommunDeliveryReports: project.deliveryReports.map((report) =>
    hydraMember("TroncCommunDeliveryReport", iri(DELIVERY_REPORTS_PATH, report.id), report),
  ),
  refusedStatus: project.refusedStatus,
  materials: project.materials.map((material) => materialIri(material.type, material.id)),
  canEdit: project.canEdit,
  canDelete: project.canDelete,
}));

const cardMember = (card: ProjectCard) =>
  hydraMember(PROJECT_TYPE, iri(PATHS.projects, card.id), {
    ...card,
    company: companyMember(card.company),
    projectManager: userMember(card.projectManager),
    ownerTriangleCompany: triangleCompanyMember(card.ownerTriangleCompany),
  });

const body = hydraBody({
  lead: ref(PATHS.leads),
  name: textOrEmpty(250),
  state: projectFields.shape.state,
  company: ref(PATHS.companies),
  creator: ref(PATHS.users),
  /** The project manager may be changed, never cleared (document 2 §5). */
  projectManager: setRef(PATHS.users),
  ownerTriangleCompany: ref(PATHS.triangleCompanies),
  deliveryDate: date(),
  refusedStatus: text(40),
  comment: text(100_000),
  gameUrl: text(500),
  triangleCompanies: refs(PATHS.triangleCompanies),
  triangleUsers: refs(PATHS.users),
  attachments: refs(PATHS.files),
  materials: refs(...MATERIAL_PATHS),
});

const projectInput = ({
  lead: _,
  company,
  creator,
  projectManager,
  ownerTriangleCompany,
  triangleCompanies,
  triangleUsers,
  attachments,
  materials,
  ...rest
}: typeof body._output) => ({
  ...rest,
  companyId: company,
  creatorId: creator,
  projectManagerId: projectManager,
  ownerTriangleCompanyId: ownerTriangleCompany,
  triangleCompanyIds: triangleCompanies,
  triangleUserIds: triangleUsers,
  fileIds: attachments,
  materialIds: materials,
});

const search = (caller: AppCaller, req: HydraRequest) => {
  const states = parseBody(z.array(projectState), req.query.list("state"), "state");
  return caller.project.search({
    q: req.query.string("q"),
    states,
    companyId: req.query.ref("company", PATHS.companies),
    projectManagerId: req.query.ref("projectManager", PATHS.users),
    triangleUserId: req.query.ref("triangleUser", PATHS.users),
    triangleCompanyId: req.query.ref("triangleCompany", PATHS.triangleCompanies),
    page: req.query.page(),
    pageSize: req.query.maxResults(50, 10_000),
  });
};

/**
 * Projects. A POST for a lead that already has its project (always, since the lead creates it)
 * updates that project instead of adding a second (DESIGN §10); without a lead it creates a manual one.
 */
export const projectRoutes = [
  collectionRoute(PATHS.projectsSearch, cardMember, search),
  collectionRoute(PATHS.projects, cardMember, search),
  ...hydraResource({
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
    delete: (caller, id) => caller.project.delete({ id }),
  }),
];
