import type { CallView } from "../../services/sales/lead-calls";
import type { ContactFormView } from "../../services/sales/lead-views";
import type { AppCaller } from "../../trpc/caller";
import { iri, refId } from "../iri";
import { hydraCollection, hydraItem, hydraMember } from "../json-ld";
import { type HydraRoute, idParam } from "../route";
import { bodyBool, bodyText, PATHS, present, requiredRef, userMember } from "./sales-wire";

type CallCreate = Parameters<AppCaller["leadCall"]["create"]>[0];

const FORM = "TroncCommunContactForm";
const CALL = "TroncCommunCall";

const formFields = (form: ContactFormView) => ({ ...form });
export const contactFormItem = (form: ContactFormView) =>
  hydraItem(FORM, iri(PATHS.contactForms, form.id), formFields(form));
export const contactFormMember = (form: ContactFormView | null) =>
  form ? hydraMember(FORM, iri(PATHS.contactForms, form.id), formFields(form)) : null;

const callFields = (call: CallView) => ({
  id: call.id,
  comment: call.comment,
  callType: call.callType,
  owner: userMember(call.owner),
  troncCommunLead: iri(PATHS.leads, call.leadId),
  createdAt: call.createdAt,
  isDeleted: call.isDeleted,
  deletedAt: call.deletedAt,
  deletedBy: userMember(call.deletedBy),
});
const callItem = (call: CallView) => hydraItem(CALL, iri(PATHS.calls, call.id), callFields(call));
export const callMember = (call: CallView) => hydraMember(CALL, iri(PATHS.calls, call.id), callFields(call));

export const contactFormBody = ({ body }: { body: Record<string, unknown> }) =>
  present({
    name: bodyText(body, "name"),
    phone: bodyText(body, "phone"),
    email: bodyText(body, "email"),
    companyName: bodyText(body, "companyName"),
    source: bodyText(body, "source"),
    message: bodyText(body, "message"),
    subject: bodyText(body, "subject"),
    infos: body.infos,
  });

/** An embedded contact form has fields of its own; a bare IRI or id only points at one. */
export const isEmbeddedForm = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).some((key) => !["@id", "id", "@type"].includes(key));

/** Contact forms (CRUD) and the call log (POST, PUT — a PUT with isDeleted is the soft delete). */
export const leadExchangeRoutes: HydraRoute[] = [
  {
    method: "GET",
    path: PATHS.contactForms,
    async handle(caller, req) {
      const result = await caller.contactForm.list({
        page: req.query.page(),
        pageSize: req.query.maxResults(50),
      });
      return hydraCollection(
        PATHS.contactForms,
        result.items.map((form) => contactFormMember(form)),
        result.total,
      );
    },
  },
  {
    method: "POST",
    path: PATHS.contactForms,
    handle: async (caller, req) => contactFormItem(await caller.contactForm.create(contactFormBody(req))),
  },
  {
    method: "GET",
    path: `${PATHS.contactForms}/:id`,
    handle: async (caller, req) => contactFormItem(await caller.contactForm.get({ id: idParam(req) })),
  },
  {
    method: "PUT",
    path: `${PATHS.contactForms}/:id`,
    handle: async (caller, req) =>
      contactFormItem(await caller.contactForm.update({ id: idParam(req), ...contactFormBody(req) })),
  },
  {
    method: "DELETE",
    path: `${PATHS.contactForms}/:id`,
    async handle(caller, req) {
      await caller.contactForm.delete({ id: idParam(req) });
      return null;
    },
  },
  {
    method: "GET",
    path: PATHS.calls,
    async handle(caller, req) {
      const leadId = refId(req.query.string("troncCommunLead"), "troncCommunLead");
      const calls = leadId ? await caller.leadCall.list({ leadId }) : [];
      return hydraCollection(PATHS.calls, calls.map(callMember), calls.length);
    },
  },
  {
    method: "POST",
    path: PATHS.calls,
    async handle(caller, req) {
      const { body } = req;
      return callItem(
        await caller.leadCall.create({
          leadId: requiredRef(body, "troncCommunLead"),
          callType: body.callType as CallCreate["callType"],
          comment: bodyText(body, "comment"),
        }),
      );
    },
  },
  {
    method: "GET",
    path: `${PATHS.calls}/:id`,
    handle: async (caller, req) => callItem(await caller.leadCall.get({ id: idParam(req) })),
  },
  {
    method: "PUT",
    path: `${PATHS.calls}/:id`,
    async handle(caller, req) {
      const id = idParam(req);
      if (bodyBool(req.body, "isDeleted")) return callItem(await caller.leadCall.delete({ id }));
      return callItem(
        await caller.leadCall.update({
          id,
          comment: bodyText(req.body, "comment"),
          callType: (req.body.callType ?? undefined) as CallCreate["callType"] | undefined,
        }),
      );
    },
  },
];
