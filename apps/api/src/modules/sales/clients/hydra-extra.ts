import { iri } from "../../../hydra/iri";
import { hydraCollection, hydraMember } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import { partialView } from "../../../hydra/resource";
import type { HydraRoute } from "../../../hydra/route";
import { admit } from "../../policies";
import { clientCompanyContract } from "./contract";
import { clientCompanyCard } from "./wire";

const { operations } = clientCompanyContract;

/**
 * /companies-search: a SIRET (from 4 digits) looks companies up; otherwise the text search of the
 * client list. One path for two operations (both 'authed'), so a row by hand.
 */
export const companySearchRow: HydraRoute = {
  method: "GET",
  path: PATHS.companiesSearch,
  async handle(caller, req) {
    admit(req.user, operations.search.policy);
    const siret = req.query.string("siret");
    if (siret) {
      admit(req.user, operations.lookupBySiret.policy);
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
      ...hydraCollection(PATHS.companiesSearch, result.items.map(clientCompanyCard), result.total),
      ...partialView(PATHS.companiesSearch, req, result),
    };
  },
};
