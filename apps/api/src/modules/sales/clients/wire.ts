import { iri } from "../../../hydra/iri";
import { hydraMember } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import { triangleCompanyMember } from "../../../hydra/routes/sales-wire";
import type { ClientCompanyCard } from "../../../services/sales/client-companies";
import type { ClientSheet } from "../../../services/sales/client-company-views";
import { companyContactWire } from "../company-contacts/wire";
import { triangleCustomerWire } from "../triangle-customers/wire";

/** The client sheet: its address, contacts, links, projects and leads embedded. */
export const clientCompanyWire = wireType("Company", PATHS.companies, (sheet: ClientSheet) => ({
  ...sheet,
  address: sheet.address
    ? hydraMember("Address", iri(PATHS.addresses, sheet.address.id), { ...sheet.address })
    : null,
  companyContacts: sheet.contacts.map(companyContactWire.member),
  triangleCustomers: sheet.triangleCustomers.map(triangleCustomerWire.member),
  troncCommunProjects: sheet.projects.map((project) =>
    hydraMember("TroncCommunProject", iri(PATHS.projects, project.id), project),
  ),
  leads: sheet.leads.map((lead) => hydraMember("TroncCommunLead", iri(PATHS.leads, lead.id), lead)),
  contacts: undefined,
  projects: undefined,
}));

/** A card of the client list, its group companies embedded. */
export const clientCompanyCard = (card: ClientCompanyCard) =>
  hydraMember("Company", iri(PATHS.companies, card.id), {
    ...card,
    triangleCompanies: card.triangleCompanies.map((company) => triangleCompanyMember(company)),
  });
