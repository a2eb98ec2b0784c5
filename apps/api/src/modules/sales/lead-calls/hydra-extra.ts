import { CALL_TYPES, MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { bool, hydraBody, requiredRef, text } from "../../../hydra/body";
import { PATHS } from "../../../hydra/paths";
import { hydraResource } from "../../../hydra/resource";
import type { HydraRoute } from "../../../hydra/route";
import { admit } from "../../policies";
import { leadCallContract } from "./contract";
import { callWire } from "./wire";

const { operations } = leadCallContract;

const callType = z.enum(CALL_TYPES, { error: MESSAGES.CALL_TYPE_INVALID });
/** The lead by IRI, the type refused in the wire's own words, a text read the Hydra way. */
const createBody = hydraBody({
  troncCommunLead: requiredRef(PATHS.leads),
  callType,
  comment: text(20_000),
});
/** A PUT with isDeleted is the soft delete. */
const updateBody = hydraBody({ isDeleted: bool(), callType: callType.optional(), comment: text(20_000) });

/**
 * The list without a lead answers an empty collection (the operation needs one), the bodies differ
 * from the operations' inputs and the PUT is also the delete: these rows are written by hand.
 */
export const leadCallExtraRows: HydraRoute[] = hydraResource({
  wire: callWire,
  policies: {
    list: operations.list.policy,
    create: operations.create.policy,
    update: operations.update.policy,
  },
  lists: [
    {
      async call(caller, req) {
        const leadId = req.query.ref("troncCommunLead", PATHS.leads);
        return leadId ? await caller.leadCall.list({ leadId }) : [];
      },
    },
  ],
  create: {
    body: createBody,
    call: (caller, { troncCommunLead, ...fields }) =>
      caller.leadCall.create({ leadId: troncCommunLead, ...fields }),
  },
  update: {
    body: updateBody,
    call: (caller, id, { isDeleted, ...changes }, req) => {
      if (!isDeleted) return caller.leadCall.update({ id, ...changes });
      admit(req.user, operations.delete.policy);
      return caller.leadCall.delete({ id });
    },
  },
});
