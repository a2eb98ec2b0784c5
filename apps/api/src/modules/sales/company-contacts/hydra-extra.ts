import { bool, hydraBody, requiredRef, text } from "../../../hydra/body";
import { requestedVersion } from "../../../hydra/etag";
import { PATHS } from "../../../hydra/paths";
import { hydraResource } from "../../../hydra/resource";
import type { HydraRoute } from "../../../hydra/route";
import { companyContactContract } from "./contract";
import { companyContactWire } from "./wire";

const { operations } = companyContactContract;

/**
 * The wire's bodies differ from the operations' inputs: the company is an IRI, a null text is kept as
 * null, and old clients did the duplicate e-mail confirmation themselves before posting, so unless told
 * otherwise it is confirmed. The POST and the PUT read their own body, then ask the operations.
 */
const fields = {
  name: text(255),
  email: text(180),
  phone: text(30),
  occupation: text(150),
  confirmDuplicate: bool().transform((value) => value ?? true),
};
const createBody = hydraBody({ company: requiredRef(PATHS.companies), ...fields });
const updateBody = hydraBody(fields);

export const companyContactExtraRows: HydraRoute[] = hydraResource({
  wire: companyContactWire,
  policies: { create: operations.create.policy, update: operations.update.policy },
  create: {
    body: createBody,
    call: (caller, { company, ...input }) => caller.companyContact.create({ companyId: company, ...input }),
  },
  update: {
    body: updateBody,
    // A client that names no version (If-Match or `version`) writes over the current one, as before.
    call: async (caller, id, input, req) => {
      const version =
        requestedVersion(req, { type: companyContactWire.type, id }) ??
        (await caller.companyContact.get({ id })).version;
      return caller.companyContact.update({ id, version, ...input });
    },
  },
});
