import type { ClientCompanyCard } from "../../services/sales/client-companies";
import type {
  ClientSheet,
  ContactView,
  TriangleCustomerView,
} from "../../services/sales/client-company-views";
import { bool, hydraBody, requiredRef, setRef, text } from "../body";
import { iri } from "../iri";
import { hydraCollection, hydraMember } from "../json-ld";
import { PATHS } from "../paths";
import { hydraResource, partialView, wireType } from "../resource";
import type { HydraRoute } from "../route";
import { triangleCompanyMember } from "./sales-wire";

const contactWire = wireType(
  "CompanyContact",
  PATHS.contacts,
  (contact: ContactView & { companyName?: string }) => ({
    id: contact.id,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    occupation: contact.occupation,
    company: iri(PATHS.companies, contact.companyId),
    ...(contact.companyName !== undefined ? { companyName: contact.companyName } : {}),
  }),
);

const linkWire = wireType("TriangleCustomer", PATHS.triangleCustomers, (link: TriangleCustomerView) => ({
  id: link.id,
  triangleCompany: triangleCompanyMember(link.triangleCompany),
  company: iri(PATHS.companies, link.companyId),
  isProspect: link.isProspect,
}));

const companyWire = wireType("Company", PATHS.companies, (sheet: ClientSheet) => ({
  ...sheet,
  address: sheet.address
    ? hydraMember("Address", iri(PATHS.addresses, sheet.address.id), { ...sheet.address })
    : null,
  companyContacts: sheet.contacts.map(contactWire.member),
  triangleCustomers: sheet.triangleCustomers.map(linkWire.member),
  troncCommunProjects: sheet.projects.map((project) =>
    hydraMember("TroncCommunProject", iri(PATHS.projects, project.id), project),
  ),
  leads: sheet.leads.map((lead) => hydraMember("TroncCommunLead", iri(PATHS.leads, lead.id), lead)),
  contacts: undefined,
  projects: undefined,
}));

const companyCard = (card: ClientCompanyCard) =>
  hydraMember("Company", iri(PATHS.companies, card.id), {
    ...card,
    triangleCompanies: card.triangleCompanies.map((company) => triangleCompanyMember(company)),
  });

/** Old clients did the duplicate e-mail confirmation themselves before posting: unless told otherwise, confirmed. */
const contactFields = {
  name: text(255),
  email: text(180),
  phone: text(30),
  occupation: text(150),
  confirmDuplicate: bool().transform((value) => value ?? true),
};
const contactCreate = hydraBody({ company: requiredRef(PATHS.companies), ...contactFields });
const contactUpdate = hydraBody(contactFields);

const linkCreate = hydraBody({
  triangleCompany: requiredRef(PATHS.triangleCompanies),
  company: requiredRef(PATHS.companies),
  isProspect: bool(),
});
const linkUpdate = hydraBody({
  triangleCompany: setRef(PATHS.triangleCompanies),
  company: setRef(PATHS.companies),
  isProspect: bool(),
});
const linkInput = ({ triangleCompany, company, isProspect }: typeof linkUpdate._output) => ({
  triangleCompanyId: triangleCompany,
  companyId: company,
  isProspect,
});

/** A SIRET (from 4 digits) looks companies up; otherwise the text search of the client list. */
const companySearch: HydraRoute = {
  method: "GET",
  path: PATHS.companiesSearch,
  async handle(caller, req) {
    const siret = req.query.string("siret");
    if (siret) {
      const found = await caller.clientCompany.lookupBySiret({ siret });
      const members = found.map((company) =>
        hydraMember("Company", iri(PATHS.companies, company.id), company),
      );
      return hydraCollection(PATHS.companiesSearch, members, found.length);
    }
    const result = await caller.clientCompany.search({
      q: req.query.string("q"),
      page: req.query.page(),
      pageSize: req.query.maxResults(120, 500),
    });
    return {
      ...hydraCollection(PATHS.companiesSearch, result.items.map(companyCard), result.total),
      ...partialView(PATHS.companiesSearch, req, result),
    };
  },
};

const searchContacts = (path: string) => ({
  path,
  call: (caller: Parameters<HydraRoute["handle"]>[0], req: Parameters<HydraRoute["handle"]>[1]) =>
    caller.companyContact.search({
      q: req.query.string("q"),
      companyId: req.query.ref("company", PATHS.companies),
      page: req.query.page(),
      pageSize: req.query.maxResults(120, 10_000),
    }),
});

export const clientRoutes: HydraRoute[] = [
  companySearch,
  ...hydraResource({ wire: companyWire, get: (caller, id) => caller.clientCompany.get({ id }) }),
  ...hydraResource({
    wire: contactWire,
    lists: [searchContacts(PATHS.contacts), searchContacts(PATHS.contactsSearch)],
    create: {
      body: contactCreate,
      call: (caller, { company, ...fields }) =>
        caller.companyContact.create({ companyId: company, ...fields }),
    },
    get: (caller, id) => caller.companyContact.get({ id }),
    update: {
      body: contactUpdate,
      call: (caller, id, input) => caller.companyContact.update({ id, ...input }),
    },
  }),
  ...hydraResource({
    wire: linkWire,
    create: {
      body: linkCreate,
      call: (caller, input) =>
        caller.triangleCustomer.create({
          triangleCompanyId: input.triangleCompany,
          companyId: input.company,
          isProspect: input.isProspect,
        }),
    },
    get: (caller, id) => caller.triangleCustomer.get({ id }),
    update: {
      body: linkUpdate,
      call: (caller, id, input) => caller.triangleCustomer.update({ id, ...linkInput(input) }),
    },
    delete: (caller, id) => caller.triangleCustomer.delete({ id }),
  }),
];
