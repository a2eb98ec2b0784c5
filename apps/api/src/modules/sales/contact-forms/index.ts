import { hydraResource } from "../../../hydra/resource";
import type { HydraRoute } from "../../../hydra/route";
import {
  createContactForm,
  deleteContactForm,
  getContactForm,
  listContactForms,
  updateContactForm,
} from "../../../services/sales/contact-forms";
import { defineResource } from "../../resource/define-resource";
import { contactFormContract } from "./contract";
import { contactFormBody, contactFormWire } from "./wire";

const { operations } = contactFormContract;

/** The POST and the PUT read the wire's body (contactFormBody), not the operations' inputs. */
const writeRows: HydraRoute[] = hydraResource({
  wire: contactFormWire,
  policies: { create: operations.create.policy, update: operations.update.policy },
  create: { body: contactFormBody, call: (caller, input) => caller.contactForm.create(input) },
  update: {
    body: contactFormBody,
    call: (caller, id, input) => caller.contactForm.update({ id, ...input }),
  },
});

/** /api/tronc-commun/contact_forms: list (page, maxResults), GET and DELETE {id} by the module; POST and PUT by hand. */
export const contactFormModule = defineResource(
  contactFormContract,
  {
    list: listContactForms,
    get: getContactForm,
    create: createContactForm,
    update: updateContactForm,
    delete: deleteContactForm,
  },
  {
    hydra: {
      wire: contactFormWire,
      lists: [
        { operation: "list", input: (query) => ({ page: query.page(), pageSize: query.maxResults(50) }) },
      ],
      get: "get",
      delete: "delete",
      extra: writeRows,
    },
  },
);
