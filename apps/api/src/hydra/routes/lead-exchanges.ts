import { CALL_TYPES } from "@tronc/domain";
import { z } from "zod";
import { contactFormInfos } from "../../schemas";
import type { CallView } from "../../services/sales/lead-calls";
import type { ContactFormView } from "../../services/sales/leads/views";
import { bool, hydraBody, requiredRef, text } from "../body";
import { iri } from "../iri";
import { PATHS } from "../paths";
import { hydraResource, wireType } from "../resource";
import { userMember } from "./sales-wire";

export const contactFormWire = wireType(
  "TroncCommunContactForm",
  PATHS.contactForms,
  (form: ContactFormView) => ({
    ...form,
  }),
);

export const callWire = wireType("TroncCommunCall", PATHS.calls, (call: CallView) => ({
  id: call.id,
  comment: call.comment,
  callType: call.callType,
  owner: userMember(call.owner),
  troncCommunLead: iri(PATHS.leads, call.leadId),
  createdAt: call.createdAt,
  isDeleted: call.isDeleted,
  deletedAt: call.deletedAt,
  deletedBy: userMember(call.deletedBy),
}));

export const contactFormBody = hydraBody({
  name: text(255),
  phone: text(30),
  email: text(180),
  companyName: text(255),
  source: text(255),
  message: text(20_000),
  subject: text(255),
  infos: contactFormInfos,
});

/** An embedded contact form has fields of its own; a bare IRI or id only points at one. */
export const isEmbeddedForm = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).some((key) => !["@id", "id", "@type"].includes(key));

const callType = z.enum(CALL_TYPES, { error: "type d'échange inconnu." });
const callBody = hydraBody({
  troncCommunLead: requiredRef(PATHS.leads),
  callType,
  comment: text(20_000),
});
const callChanges = hydraBody({ isDeleted: bool(), callType: callType.optional(), comment: text(20_000) });

/** Contact forms (CRUD) and the call log (POST, PUT — a PUT with isDeleted is the soft delete). */
export const leadExchangeRoutes = [
  ...hydraResource({
    wire: contactFormWire,
    lists: [
      {
        call: (caller, req) =>
          caller.contactForm.list({ page: req.query.page(), pageSize: req.query.maxResults(50) }),
      },
    ],
    create: { body: contactFormBody, call: (caller, input) => caller.contactForm.create(input) },
    get: (caller, id) => caller.contactForm.get({ id }),
    update: {
      body: contactFormBody,
      call: (caller, id, input) => caller.contactForm.update({ id, ...input }),
    },
    delete: (caller, id) => caller.contactForm.delete({ id }),
  }),
  ...hydraResource({
    wire: callWire,
    lists: [
      {
        async call(caller, req) {
          const leadId = req.query.ref("troncCommunLead", PATHS.leads);
          return leadId ? await caller.leadCall.list({ leadId }) : [];
        },
      },
    ],
    create: {
      body: callBody,
      call: (caller, { troncCommunLead, ...fields }) =>
        caller.leadCall.create({ leadId: troncCommunLead, ...fields }),
    },
    get: (caller, id) => caller.leadCall.get({ id }),
    update: {
      body: callChanges,
      call: (caller, id, { isDeleted, ...changes }) =>
        isDeleted ? caller.leadCall.delete({ id }) : caller.leadCall.update({ id, ...changes }),
    },
  }),
];
