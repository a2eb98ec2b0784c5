import type { ProjectView } from "../../services/sales/projects";
import type { AppCaller } from "../../trpc/caller";
import { iri } from "../iri";
import { hydraItem, hydraMember } from "../json-ld";
import { type HydraRequest, type HydraRoute, idParam } from "../route";
import {
  bodyRef,
  bodyText,
  companyMember,
  PATHS,
  present,
  triangleCompanyMember,
  userMember,
} from "./sales-wire";

type ProjectChanges = Parameters<AppCaller["project"]["update"]>[0];

const projectItem = (project: ProjectView) =>
  hydraItem("TroncCommunProject", iri(PATHS.projects, project.id), {
    id: project.id,
    name: project.name,
    state: project.state,
    lead: project.lead
      ? hydraMember("TroncCommunLead", iri(PATHS.leads, project.lead.id), project.lead)
      : null,
    creator: userMember(project.creator),
    company: companyMember(project.company),
    projectManager: userMember(project.projectManager),
    ownerTriangleCompany: triangleCompanyMember(project.ownerTriangleCompany),
    deliveryDate: project.deliveryDate,
    refusedStatus: project.refusedStatus,
    createdAt: project.createdAt,
  });

function projectBody({ body }: HydraRequest) {
  return present({
    name: bodyText(body, "name") ?? undefined,
    state: (body.state ?? undefined) as ProjectChanges["state"],
    companyId: bodyRef(body, "company"),
    creatorId: bodyRef(body, "creator"),
    projectManagerId: bodyRef(body, "projectManager"),
    ownerTriangleCompanyId: bodyRef(body, "ownerTriangleCompany"),
    deliveryDate: bodyText(body, "deliveryDate"),
    refusedStatus: bodyText(body, "refusedStatus"),
  });
}

/**
 * Projects as the lead chain uses them. A POST for a lead that already has its project (always, since
 * the lead creates it) updates that project instead of adding a second (DESIGN §10).
 */
export const leadProjectRoutes: HydraRoute[] = [
  {
    method: "POST",
    path: PATHS.projects,
    async handle(caller, req) {
      const leadId = bodyRef(req.body, "lead");
      const fields = projectBody(req);
      return projectItem(
        leadId
          ? await caller.project.saveForLead({ leadId, ...fields })
          : await caller.project.create(fields),
      );
    },
  },
  {
    method: "GET",
    path: `${PATHS.projects}/:id`,
    handle: async (caller, req) => projectItem(await caller.project.get({ id: idParam(req) })),
  },
  {
    method: "PUT",
    path: `${PATHS.projects}/:id`,
    handle: async (caller, req) =>
      projectItem(await caller.project.update({ id: idParam(req), ...projectBody(req) })),
  },
];
