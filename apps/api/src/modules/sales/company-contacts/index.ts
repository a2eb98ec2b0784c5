import { PATHS } from "../../../hydra/paths";
import type { QueryReader } from "../../../hydra/query";
import {
  createContact,
  getContact,
  searchContacts,
  updateContact,
} from "../../../services/sales/company-contacts";
import { defineResource } from "../../resource/define-resource";
import { companyContactContract } from "./contract";
import { companyContactExtraRows } from "./hydra-extra";
import { companyContactWire } from "./wire";

/** q, company (its IRI or id), page, maxResults (120 by default, up to the picker's cap). */
const searchInput = (query: QueryReader) => ({
  q: query.string("q"),
  companyId: query.ref("company", PATHS.companies),
  page: query.page(),
  pageSize: query.maxResults(120, 10_000),
});

/**
 * /api/tronc-commun/company_contacts (and its -search twin): the lists and GET {id} by the module, POST
 * and PUT by hand (hydra-extra.ts).
 */
export const companyContactModule = defineResource(
  companyContactContract,
  { search: searchContacts, get: getContact, create: createContact, update: updateContact },
  {
    hydra: {
      wire: companyContactWire,
      lists: [
        { operation: "search", input: searchInput },
        { path: PATHS.contactsSearch, operation: "search", input: searchInput },
      ],
      get: "get",
      extra: companyContactExtraRows,
    },
  },
);
