import type { CallView } from "../../services/sales/lead-calls";
import type { LeadListItem } from "../../services/sales/lead-search";
import type { LeadDetail } from "../../services/sales/lead-views";
import type { AppCaller } from "../../trpc/caller";
import { iri, refId, refIds } from "../iri";
import { hydraCollection, hydraItem, hydraMember } from "../json-ld";
import { type HydraRequest, type HydraRoute, idParam } from "../route";
import { callMember, contactFormBody, contactFormMember, isEmbeddedForm } from "./lead-exchanges";
import {
  bodyRef,
  bodyText,
  companyMember,
  leadFiltersFromQuery,
  PATHS,
  present,
  triangleCompanyMember,
  userMember,
} from "./sales-wire";

type LeadUpdate = Parameters<AppCaller["lead"]["update"]>[0];

const LEAD = "TroncCommunLead";

function leadItem(lead: LeadDetail, calls: CallView[]) {
  return hydraItem(LEAD, iri(PATHS.leads, lead.id), {
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
    calls: calls.map(callMember),
    attachments: lead.files.map((file) =>
      hydraMember("File", iri(PATHS.files, file.id), { id: file.id, filename: file.filename }),
    ),
    contactForm: contactFormMember(lead.contactForm),
    troncCommunProject: lead.project
      ? hydraMember("TroncCommunProject", iri(PATHS.projects, lead.project.id), {
          id: lead.project.id,
          state: lead.project.state,
          projectManager: userMember(lead.project.projectManager),
        })
      : null,
  });
}

const leadMember = (lead: LeadListItem) =>
  hydraMember(LEAD, iri(PATHS.leads, lead.id), {
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

async function leadResponse(caller: AppCaller, id: number) {
  const [lead, calls] = await Promise.all([caller.lead.get({ id }), caller.leadCall.list({ leadId: id })]);
  return leadItem(lead, calls);
}

/** PUT of a lead: take-over, fields, callback, attachments and the embedded contact form, in that order. */
async function putLead(caller: AppCaller, req: HydraRequest) {
  const id = idParam(req);
  const { body } = req;
  const ownerId = bodyRef(body, "owner");
  const current = await caller.lead.get({ id });
  if (ownerId !== undefined && ownerId === req.user?.id && current.owner === null) {
    await caller.lead.takeOver({ id });
  }
  const changes = present({
    subject: bodyText(body, "subject") ?? undefined,
    brief: bodyText(body, "brief") ?? undefined,
    leadLevel: body.leadLevel as LeadUpdate["leadLevel"],
    leadStatus: (body.leadStatus ?? undefined) as LeadUpdate["leadStatus"],
    ownerId,
    userAssignedId: bodyRef(body, "userAssigned"),
    triangleCompanyId: bodyRef(body, "triangleCompany") ?? undefined,
    sourceTriangleCompanyId: bodyRef(body, "sourceTriangleCompany") ?? undefined,
    companyId: bodyRef(body, "company"),
  });
  if (Object.keys(changes).length > 0) await caller.lead.update({ id, ...changes });
  if ("callbackAt" in body) {
    const callbackAt = bodyText(body, "callbackAt");
    if (callbackAt) {
      await caller.lead.setCallback({
        id,
        callbackAt,
        callbackSubject: bodyText(body, "callbackSubject"),
        callbackUserId: bodyRef(body, "callbackUser"),
      });
    } else if (current.callbackAt !== null) {
      await caller.lead.cancelCallback({ id, reason: bodyText(body, "callbackSubject") });
    }
  }
  if ("attachments" in body)
    await caller.lead.setFiles({ id, fileIds: refIds(body.attachments, "attachments") });
  if (isEmbeddedForm(body.contactForm) && current.contactForm) {
    await caller.contactForm.update({
      id: current.contactForm.id,
      ...contactFormBody({ body: body.contactForm }),
    });
  }
  return leadResponse(caller, id);
}

export const leadRoutes: HydraRoute[] = [
  {
    method: "GET",
    path: PATHS.leadSearch,
    async handle(caller, req) {
      const pageSize = req.query.maxResults(50, 500);
      const result = await caller.lead.search({
        ...leadFiltersFromQuery(req.query),
        page: req.query.page(),
        pageSize,
      });
      return {
        ...hydraCollection(PATHS.leadSearch, result.items.map(leadMember), result.total),
        counts: result.counts,
      };
    },
  },
  {
    method: "POST",
    path: PATHS.leads,
    async handle(caller, req) {
      const { body } = req;
      const embedded = isEmbeddedForm(body.contactForm) ? contactFormBody({ body: body.contactForm }) : null;
      const lead = await caller.lead.createFromContactForm({
        contactFormId: embedded ? null : refId(body.contactForm, "contactForm"),
        contactForm: embedded,
        subject: bodyText(body, "subject"),
        triangleCompanyId: bodyRef(body, "triangleCompany"),
        sourceTriangleCompanyId: bodyRef(body, "sourceTriangleCompany"),
        companyId: bodyRef(body, "company"),
      });
      return leadResponse(caller, lead.id);
    },
  },
  {
    method: "GET",
    path: `${PATHS.leads}/:id`,
    handle: (caller, req) => leadResponse(caller, idParam(req)),
  },
  { method: "PUT", path: `${PATHS.leads}/:id`, handle: putLead },
  {
    method: "DELETE",
    path: `${PATHS.leads}/:id`,
    async handle(caller, req) {
      await caller.lead.delete({ id: idParam(req) });
      return null;
    },
  },
];
