import { iri } from "../../../hydra/iri";
import { hydraMember } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import { companyMember, triangleCompanyMember, userMember } from "../../../hydra/routes/sales-wire";
import type { CallView } from "../../../services/sales/lead-calls";
import type { LeadListItem } from "../../../services/sales/leads/search";
import type { LeadDetail } from "../../../services/sales/leads/views";
import { contactFormWire } from "../contact-forms/wire";
import { callWire } from "../lead-calls/wire";

/** The documented fields of a lead item, calls and contact form apart (leadWire adds them). */
const leadFields = (lead: LeadDetail) => ({
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
  version: lead.version,
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
const leadListFields = (lead: LeadListItem) => ({
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

/** A lead as its GET, POST and PUT answer it: with its exchanges and its contact form. */
export type LeadWithCalls = LeadDetail & { calls: CallView[] };

const LEAD = "TroncCommunLead";

export const leadWire = wireType(LEAD, PATHS.leads, (lead: LeadWithCalls) => ({
  ...leadFields(lead),
  calls: lead.calls.map(callWire.member),
  contactForm: lead.contactForm ? contactFormWire.member(lead.contactForm) : null,
}));

/** A member of lead-search. */
export const leadListMember = (lead: LeadListItem) =>
  hydraMember(LEAD, iri(PATHS.leads, lead.id), leadListFields(lead));
