import { bool, hydraBody, requiredRef, setRef } from "../../../hydra/body";
import { PATHS } from "../../../hydra/paths";
import { hydraResource } from "../../../hydra/resource";
import type { HydraRoute } from "../../../hydra/route";
import { triangleCustomerContract } from "./contract";
import { triangleCustomerWire } from "./wire";

const { operations } = triangleCustomerContract;

/**
 * The wire's bodies name both companies by IRI (or { "@id" }, or a numeric string) and read the flag
 * as the spec's clients send it ('1', 'true'…), which the operations' inputs (plain ids and booleans)
 * do not: the POST and the PUT read their own body, then ask the operations. The DELETE is here too,
 * after the PUT, as the table always had it (the module's own rows come before these).
 */
const createBody = hydraBody({
  triangleCompany: requiredRef(PATHS.triangleCompanies),
  company: requiredRef(PATHS.companies),
  isProspect: bool(),
});
const updateBody = hydraBody({
  triangleCompany: setRef(PATHS.triangleCompanies),
  company: setRef(PATHS.companies),
  isProspect: bool(),
});

const linkInput = ({ triangleCompany, company, isProspect }: typeof updateBody._output) => ({
  triangleCompanyId: triangleCompany,
  companyId: company,
  isProspect,
});

export const triangleCustomerExtraRows: HydraRoute[] = hydraResource({
  wire: triangleCustomerWire,
  policies: {
    create: operations.create.policy,
    update: operations.update.policy,
    delete: operations.delete.policy,
  },
  create: {
    body: createBody,
    call: (caller, input) =>
      caller.triangleCustomer.create({
        triangleCompanyId: input.triangleCompany,
        companyId: input.company,
        isProspect: input.isProspect,
      }),
  },
  update: {
    body: updateBody,
    call: (caller, id, input) => caller.triangleCustomer.update({ id, ...linkInput(input) }),
  },
  delete: (caller, id) => caller.triangleCustomer.delete({ id }),
});
