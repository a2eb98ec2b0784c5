import { iri } from "../../../hydra/iri";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import { userMember } from "../../../hydra/routes/sales-wire";
import type { CallView } from "../../../services/sales/lead-calls";

/** An exchange on the wire (also embedded in its lead). */
export const callWire = wireType("TroncCommunCall", PATHS.calls, (call: CallView) => ({
  id: call.id,
  comment: call.comment,
  callType: call.callType,
  owner: userMember(call.owner),
  troncCommunLead: iri(PATHS.leads, call.leadId),
  createdAt: call.createdAt,
  isDeleted: call.isDeleted,
  deletedAt: call.deletedAt,
  deletedBy: userMember(call.deletedBy),
}));
