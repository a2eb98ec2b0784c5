import type { ClientCompanyCard } from "../../services/sales/client-companies";
import type {
  ClientSheet,
  ContactView,
  TriangleCustomerView,
} from "../../services/sales/client-company-views";
import { iri, refId } from "../iri";
import { hydraCollection, hydraItem, hydraMember } from "../json-ld";
import { type HydraRequest, type HydraRoute, idParam } from "../route";
import {
  bodyBool,
  bodyRef,
  bodyText,
  PATHS,
  present,
  requiredRef,
  triangleCompanyMember,
} from "./sales-wire";

const CONTACT = "CompanyContact";
const LINK = "TriangleCustomer";

const contactFields = (contact: ContactView & { companyName?: string }) => ({
  id: contact.id,
  name: contact.name,
  email: contact.email,
  phone: contact.phone,
  occupation: contact.occupation,
  company: iri(PATHS.companies, contact.companyId),
  ...(contact.companyName !== undefined ? { companyName: contact.companyName } : {}),
});
const contactItem = (contact: ContactView) =>
  hydraItem(CONTACT, iri(PATHS.contacts, contact.id), contactFields(contact));
const contactMember = (contact: ContactView) =>
  hydraMember(CONTACT, iri(PATHS.contacts, contact.id), contactFields(contact));

const linkFields = (link: TriangleCustomerView) => ({
  id: link.id,
  triangleCompany: triangleCompanyMember(link.triangleCompany),
  company: iri(PATHS.companies, link.companyId),
  isProspect: link.isProspect,
});
const linkItem = (link: TriangleCustomerView) =>
  hydraItem(LINK, iri(PATHS.triangleCustomers, link.id), linkFields(link));

const companyItem = (sheet: ClientSheet) =>
  hydraItem("Company", iri(PATHS.companies, sheet.id), {
    ...sheet,
    address: sheet.address
      ? hydraMember("Address", iri("/api/addresses", sheet.address.id), { ...sheet.address })
      : null,
    companyContacts: sheet.contacts.map(contactMember),
    triangleCustomers: sheet.triangleCustomers.map((link) =>
      hydraMember(LINK, iri(PATHS.triangleCustomers, link.id), linkFields(link)),
    ),
    troncCommunProjects: sheet.projects.map((project) =>
      hydraMember("TroncCommunProject", iri(PATHS.projects, project.id), project),
    ),
    leads: sheet.leads.map((lead) => hydraMember("TroncCommunLead", iri(PATHS.leads, lead.id), lead)),
    contacts: undefined,
    projects: undefined,
  });

const companyMemberOf = (card: ClientCompanyCard) =>
  hydraMember("Company", iri(PATHS.companies, card.id), {
    ...card,
    triangleCompanies: card.triangleCompanies.map((company) => triangleCompanyMember(company)),
  });

/** Old clients did the duplicate e-mail confirmation themselves before posting: unless told otherwise, confirmed. */
const contactBody = ({ body }: HydraRequest) =>
  present({
    name: bodyText(body, "name"),
    email: bodyText(body, "email"),
    phone: bodyText(body, "phone"),
    occupation: bodyText(body, "occupation"),
    confirmDuplicate: bodyBool(body, "confirmDuplicate") ?? true,
  });

const linkBody = ({ body }: HydraRequest) =>
  present({
    triangleCompanyId: bodyRef(body, "triangleCompany") ?? undefined,
    companyId: bodyRef(body, "company") ?? undefined,
    isProspect: bodyBool(body, "isProspect"),
  });

async function searchContacts(caller: Parameters<HydraRoute["handle"]>[0], req: HydraRequest, path: string) {
  const company = req.query.string("company");
  const result = await caller.companyContact.search({
    q: req.query.string("q"),
    companyId: company ? (refId(company, "company") ?? undefined) : undefined,
    page: req.query.page(),
    pageSize: req.query.maxResults(120, 10_000),
  });
  return hydraCollection(path, result.items.map(contactMember), result.total);
}

export const clientRoutes: HydraRoute[] = [
  {
    method: "GET",
    path: "/api/companies-search",
    async handle(caller, req) {
      const siret = req.query.string("siret");
      if (siret) {
        const found = await caller.clientCompany.lookupBySiret({ siret });
        return hydraCollection(
          "/api/companies-search",
          found.map((company) => hydraMember("Company", iri(PATHS.companies, company.id), company)),
          found.length,
        );
      }
      const result = await caller.clientCompany.search({
        q: req.query.string("q"),
        page: req.query.page(),
        pageSize: req.query.maxResults(120, 500),
      });
      return hydraCollection("/api/companies-search", result.items.map(companyMemberOf), result.total);
    },
  },
  {
    method: "GET",
    path: `${PATHS.companies}/:id`,
    handle: async (caller, req) => companyItem(await caller.clientCompany.get({ id: idParam(req) })),
  },
  {
    method: "GET",
    path: PATHS.contacts,
    handle: (caller, req) => searchContacts(caller, req, PATHS.contacts),
  },
  {
    method: "GET",
    path: "/api/company_contacts-search",
    handle: (caller, req) => searchContacts(caller, req, "/api/company_contacts-search"),
  },
  {
    method: "POST",
    path: PATHS.contacts,
    handle: async (caller, req) =>
      contactItem(
        await caller.companyContact.create({
          companyId: requiredRef(req.body, "company"),
          ...contactBody(req),
        }),
      ),
  },
  {
    method: "GET",
    path: `${PATHS.contacts}/:id`,
    handle: async (caller, req) => contactItem(await caller.companyContact.get({ id: idParam(req) })),
  },
  {
    method: "PUT",
    path: `${PATHS.contacts}/:id`,
    handle: async (caller, req) =>
      contactItem(await caller.companyContact.update({ id: idParam(req), ...contactBody(req) })),
  },
  {
    method: "POST",
    path: PATHS.triangleCustomers,
    async handle(caller, req) {
      return linkItem(
        await caller.triangleCustomer.create({
          triangleCompanyId: requiredRef(req.body, "triangleCompany"),
          companyId: requiredRef(req.body, "company"),
          isProspect: bodyBool(req.body, "isProspect"),
        }),
      );
    },
  },
  {
    method: "GET",
    path: `${PATHS.triangleCustomers}/:id`,
    handle: async (caller, req) => linkItem(await caller.triangleCustomer.get({ id: idParam(req) })),
  },
  {
    method: "PUT",
    path: `${PATHS.triangleCustomers}/:id`,
    handle: async (caller, req) =>
      linkItem(await caller.triangleCustomer.update({ id: idParam(req), ...linkBody(req) })),
  },
  {
    method: "DELETE",
    path: `${PATHS.triangleCustomers}/:id`,
    async handle(caller, req) {
      await caller.triangleCustomer.delete({ id: idParam(req) });
      return null;
    },
  },
];
