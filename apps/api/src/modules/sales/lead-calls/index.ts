import { addCall, deleteCall, editCall, getCall, listCalls } from "../../../services/sales/lead-calls";
import { defineResource } from "../../resource/define-resource";
import { leadCallContract } from "./contract";
import { leadCallExtraRows } from "./hydra-extra";
import { callWire } from "./wire";

/** /api/tronc-commun/tronc_commun_calls: GET {id} by the module; the list, POST and PUT by hand (hydra-extra.ts). */
export const leadCallModule = defineResource(
  leadCallContract,
  { list: listCalls, get: getCall, create: addCall, update: editCall, delete: deleteCall },
  { hydra: { wire: callWire, get: "get", extra: leadCallExtraRows } },
);
