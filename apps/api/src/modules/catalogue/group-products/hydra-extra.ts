import { bool, hydraBody, ref, refs, text } from "../../../hydra/body";
import { PATHS } from "../../../hydra/paths";
import { hydraResource } from "../../../hydra/resource";
import type { HydraRoute } from "../../../hydra/route";
import { groupProductContract } from "./contract";
import { groupProductWire, wireNumber } from "./wire";

const { operations } = groupProductContract;

/**
 * The POST's and the PUT's body as the spec's clients send it: the VAT and the companies as IRIs, the
 * price under the body's own reader, and isActive as isEnabled's other name; not the operations'
 * inputs. Absent keeps, null clears (and a cleared required field is refused by the domain in French).
 */
const body = hydraBody({
  name: text(1_000),
  reference: text(1_000),
  description: text(20_000),
  type: text(40),
  unity: text(40),
  price: wireNumber,
  tva: ref(PATHS.vatRates),
  triangleCompanies: refs(PATHS.triangleCompanies),
  isEnabled: bool(),
  isActive: bool(),
});

const productInput = ({ tva, triangleCompanies, isEnabled, isActive, ...fields }: typeof body._output) => ({
  ...fields,
  vatRateId: tva,
  triangleCompanyIds: triangleCompanies,
  isEnabled: isEnabled ?? isActive,
});

/** POST, PUT and DELETE {id}, behind their operations' doors, the DELETE last as it was in the table. */
export const groupProductExtraRows: HydraRoute[] = hydraResource({
  wire: groupProductWire,
  policies: {
    create: operations.create.policy,
    update: operations.update.policy,
    delete: operations.delete.policy,
  },
  create: { body, call: (caller, input) => caller.triangleProduct.create(productInput(input)) },
  update: {
    body,
    call: (caller, id, input) => caller.triangleProduct.update({ id, ...productInput(input) }),
  },
  delete: (caller, id) => caller.triangleProduct.delete({ id }),
});
