import { hydraBody, text } from "../../../hydra/body";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import { contactFormInfos } from "../../../schemas";
import type { ContactFormView } from "../../../services/sales/leads/views";

/** A contact form on the wire, as the service shows it (also embedded in a lead). */
export const contactFormWire = wireType(
  "TroncCommunContactForm",
  PATHS.contactForms,
  (form: ContactFormView) => ({
    ...form,
  }),
);

/**
 * The wire's body of a contact form (its own POST and PUT, and embedded in a lead's): each text read
 * the Hydra way (a number taken as its digits, null kept), which the operations' inputs do not.
 */
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
