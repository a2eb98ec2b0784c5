import type { LeadListItem } from "../../services/sales/leads/search";
import type { LeadDetail } from "../../services/sales/leads/views";
import { iri } from "../iri";
import { hydraMember } from "../json-ld";
import { PATHS } from "../paths";
import { companyMember, triangleCompanyMember, userMember } from "./sales-wire";

/** The documented fields of a lead item, calls and contact form apart (leads.ts adds them). */
export const leadFields = (lead: LeadDetail) => ({
  id: lead.id,
  subject: lead.subject,
  brief: lead.brief,
  leadLevel: lead.leadLevel,
  leadStatus: lead.leadStatus,
  triangleCompany: triangleCompanyMember(lead.triangleCompany),
  sourceTriangleCompany: triangleCompanyMember(lead.sourceTriangleCompany),
  company: companyMember(lead.company),
  owner: userMember(lead.owner),
  userAssigned: userMember(lead.userAssigned),
  assignedAt: lead.assignedAt,
  readAt: lead.readAt,
  takenOverAt: lead.takenOverAt,
  createdAt: lead.createdAt,
  callbackAt: lead.callbackAt,
  callbackUser: userMember(lead.callbackUser),
  callbackSubject: lead.callbackSubject,
  sendAt: lead.sendAt,
  recommendationCount: lead.recommendationCount,
  attachments: lead.files.map((file) =>
    hydraMember("File", iri(PATHS.files, file.id), { id: file.id, filename: file.filename }),
  ),
  troncCommunProject: lead.project
    ? hydraMember("TroncCommunProject", iri(PATHS.projects, lead.project.id), {
        id: lead.project.id,
        state: lead.project.state,
        projectManager: userMember(lead.project.projectManager),
      })
    : null,
});

/** A lead of lead-search: the list's columns and the requester of its contact form. */
export const leadListFields = (lead: LeadListItem) => ({
  id: lead.id,
  subject: lead.subject,
  leadLevel: lead.leadLevel,
  leadStatus: lead.leadStatus,
  createdAt: lead.createdAt,
  triangleCompany: triangleCompanyMember(lead.triangleCompany),
  sourceTriangleCompany: triangleCompanyMember(lead.sourceTriangleCompany),
  company: companyMember(lead.company),
  owner: userMember(lead.owner),
  userAssigned: userMember(lead.userAssigned),
  callbackAt: lead.callbackAt,
  callbackSubject: lead.callbackSubject,
  callbackUser: userMember(lead.callbackUser),
  contactForm: {
    name: lead.contactName,
    companyName: lead.contactCompanyName,
    email: lead.contactEmail,
    phone: lead.contactPhone,
    source: lead.source,
  },
  troncCommunProject: lead.project
    ? hydraMember("TroncCommunProject", iri(PATHS.projects, lead.project.id), lead.project)
    : null,
});
