import { iri } from "../../../hydra/iri";
import { hydraMember } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import { companyMember, triangleCompanyMember, userMember } from "../../../hydra/routes/sales-wire";
import { materialIri } from "../../support/materials/wire";
import type { ProjectCard } from "./search";
import type { ProjectView } from "./views";

export const PROJECT_TYPE = "TroncCommunProject";
/** The delivery reports' collection (its resource is the delivery-reports area's). */
const DELIVERY_REPORTS_PATH = "/api/tronc-commun/tronc_commun_delivery_reports";

const leadMember = (lead: NonNullable<ProjectView["lead"]>) =>
  hydraMember("TroncCommunLead", iri(PATHS.leads, lead.id), {
    id: lead.id,
    subject: lead.subject,
    contactForm: { message: lead.message },
  });

/** A project as GET, POST and PUT answer it. */
export const projectWire = wireType(PROJECT_TYPE, PATHS.projects, (project: ProjectView) => ({
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
  version: project.version,
  canEdit: project.canEdit,
  canDelete: project.canDelete,
}));

/** A project as the lists answer it: its card. */
export const projectCardMember = (card: ProjectCard) =>
  hydraMember(PROJECT_TYPE, iri(PATHS.projects, card.id), {
    ...card,
    company: companyMember(card.company),
    projectManager: userMember(card.projectManager),
    ownerTriangleCompany: triangleCompanyMember(card.ownerTriangleCompany),
  });
