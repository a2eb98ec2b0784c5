import {
  createClientCompany,
  lookupCompaniesBySiret,
  searchClientCompanies,
  updateClientCompany,
} from "../../../services/sales/client-companies";
import { getClientSheet } from "../../../services/sales/client-company-views";
import { defineResource } from "../../resource/define-resource";
import { clientCompanyContract } from "./contract";
import { companySearchRow } from "./hydra-extra";
import { clientCompanyWire } from "./wire";

/** /api/tronc-commun/companies/{id} by the module; /companies-search by hand (hydra-extra.ts). */
export const clientCompanyModule = defineResource(
  clientCompanyContract,
  {
    search: searchClientCompanies,
    lookupBySiret: lookupCompaniesBySiret,
    get: getClientSheet,
    create: createClientCompany,
    update: updateClientCompany,
  },
  { hydra: { wire: clientCompanyWire, get: "get", extra: [companySearchRow] } },
);
