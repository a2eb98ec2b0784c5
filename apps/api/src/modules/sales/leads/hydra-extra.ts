import { date, hydraBody, parseBody, ref, refs, setRef, text, textOrEmpty } from "../../../hydra/body";
import { requestedVersion } from "../../../hydra/etag";
import { PATHS } from "../../../hydra/paths";
import { collectionRoute, hydraResource } from "../../../hydra/resource";
import type { HydraRequest, HydraRoute } from "../../../hydra/route";
import type { AppCaller } from "../../../trpc/caller";
import { admit } from "../../policies";
import { contactFormBody, isEmbeddedForm } from "../contact-forms/wire";
import { leadContract } from "./contract";
import { leadFiltersFromQuery } from "./query";
import { type LeadWithCalls, leadListMember, leadWire } from "./wire";

const { operations } = leadContract;

async function leadWithCalls(caller: AppCaller, id: number): Promise<LeadWithCalls> {
  const [lead, calls] = await Promise.all([caller.lead.get({ id }), caller.leadCall.list({ leadId: id })]);
  return { ...lead, calls };
}

/** An embedded contact form (its fields) or a reference to one. */
function contactFormOf(value: unknown) {
  if (isEmbeddedForm(value)) return { embedded: parseBody(contactFormBody, value, "contactForm"), id: null };
  return { embedded: null, id: parseBody(ref(PATHS.contactForms), value, "contactForm") ?? null };
}

const createBody = hydraBody({
  subject: text(255),
  triangleCompany: ref(PATHS.triangleCompanies),
  sourceTriangleCompany: ref(PATHS.triangleCompanies),
  company: ref(PATHS.companies),
});

const { leadLevel, leadStatus } = operations.update.input.shape;

const putBody = hydraBody({
  subject: textOrEmpty(255),
  brief: textOrEmpty(200_000),
  leadLevel,
  leadStatus,
  owner: ref(PATHS.users),
  userAssigned: ref(PATHS.users),
  triangleCompany: setRef(PATHS.triangleCompanies),
  sourceTriangleCompany: setRef(PATHS.triangleCompanies),
  company: ref(PATHS.companies),
  callbackAt: date(),
  callbackSubject: text(255),
  callbackUser: ref(PATHS.users),
  attachments: refs(PATHS.files),
});
type PutBody = typeof putBody._output;

/** PUT of a lead: take-over, fields, callback, attachments and the embedded contact form, in that order. */
async function putLead(caller: AppCaller, id: number, input: PutBody, req: HydraRequest) {
  const embedded = isEmbeddedForm(req.body.contactForm)
    ? parseBody(contactFormBody, req.body.contactForm, "contactForm")
    : null;
  const current = await caller.lead.get({ id });
  // A version named (If-Match or `version`) must be the current one before anything is written: the
  // update refuses a stale one with who changed the lead and when. None: written as before versions.
  const basedOn = requestedVersion(req, { type: leadWire.type, id });
  if (basedOn !== undefined && basedOn !== current.version)
    await caller.lead.update({ id, version: basedOn });
  let { version } = current;
  const { owner, userAssigned, triangleCompany, sourceTriangleCompany, company, ...rest } = input;
  const takesOver = owner !== undefined && owner === req.user?.id && current.owner === null;
  if (takesOver) ({ version } = await caller.lead.takeOver({ id }));
  // Only a real change of owner reaches the service (which keeps it to super admins).
  const ownerChange = takesOver || owner === (current.owner?.id ?? null) ? undefined : owner;
  const changes = {
    subject: rest.subject,
    brief: rest.brief,
    leadLevel: rest.leadLevel,
    leadStatus: rest.leadStatus,
    ownerId: ownerChange,
    userAssignedId: userAssigned,
    triangleCompanyId: triangleCompany,
    sourceTriangleCompanyId: sourceTriangleCompany,
    companyId: company,
  };
  if (Object.values(changes).some((value) => value !== undefined))
    await caller.lead.update({ id, version, ...changes });
  if (rest.callbackAt) {
    await caller.lead.setCallback({
      id,
      callbackAt: rest.callbackAt,
      callbackSubject: rest.callbackSubject,
      callbackUserId: rest.callbackUser,
    });
  } else if (rest.callbackAt !== undefined && current.callbackAt !== null) {
    await caller.lead.cancelCallback({ id, reason: rest.callbackSubject });
  }
  if (rest.attachments !== undefined) await caller.lead.setFiles({ id, fileIds: rest.attachments });
  if (embedded && current.contactForm) {
    await caller.contactForm.update({ id: current.contactForm.id, ...embedded });
  }
  return leadWithCalls(caller, id);
}

/**
 * The lead's rows but its DELETE: lead-search answers the list's own members and badge counts; the
 * item carries its exchanges (another resource's operation); the POST takes an embedded contact form
 * or a reference to one, and the PUT chains the take-over, the fields, the callback, the attachments
 * and the contact form — none of them one operation's input.
 */
export const leadExtraRows: HydraRoute[] = [
  collectionRoute(PATHS.leadSearch, leadListMember, async (caller, req) => {
    admit(req.user, operations.search.policy);
    const result = await caller.lead.search({
      ...leadFiltersFromQuery(req.query),
      page: req.query.page(),
      pageSize: req.query.maxResults(50, 500),
    });
    return {
      items: result.items,
      total: result.total,
      totalIsExact: result.totalIsExact,
      page: result.page,
      extra: { counts: result.counts },
    };
  }),
  ...hydraResource({
    wire: leadWire,
    policies: {
      create: operations.createFromContactForm.policy,
      get: operations.get.policy,
      update: operations.update.policy,
    },
    create: {
      body: createBody,
      async call(caller, input, req) {
        const form = contactFormOf(req.body.contactForm);
        const lead = await caller.lead.createFromContactForm({
          contactFormId: form.id,
          contactForm: form.embedded,
          subject: input.subject,
          triangleCompanyId: input.triangleCompany,
          sourceTriangleCompanyId: input.sourceTriangleCompany,
          companyId: input.company,
        });
        return leadWithCalls(caller, lead.id);
      },
    },
    get: leadWithCalls,
    update: { body: putBody, call: putLead },
  }),
];
