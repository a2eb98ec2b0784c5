import { iri } from "../../../hydra/iri";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import type { ContactView } from "../../../services/sales/client-company-views";

/** A contact on the wire, its company as an IRI; the search adds the company's name (also in the client sheet). */
export const companyContactWire = wireType(
  "CompanyContact",
  PATHS.contacts,
  (contact: ContactView & { companyName?: string }) => ({
    id: contact.id,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    occupation: contact.occupation,
    version: contact.version,
    company: iri(PATHS.companies, contact.companyId),
    ...(contact.companyName !== undefined ? { companyName: contact.companyName } : {}),
  }),
);
