import { defineResource } from "../../resource/define-resource";
import { alertContract } from "./contract";
import { createAlert, deleteAlert } from "./create";
import { alertExtraRows } from "./hydra-extra";
import { markAlertsRead } from "./read";
import { getAlert, searchAlerts } from "./search";
import { settleAlert } from "./settle";
import { alertWire } from "./wire";

/**
 * /api/tronc-commun/tronc_commun_alerts: POST (the wire's 'responsables' are the contract's
 * responsibleIds) and GET {id}; PUT and DELETE {id} and -search are written by hand (hydra-extra.ts).
 */
export const alertModule = defineResource(
  alertContract,
  {
    search: searchAlerts,
    get: getAlert,
    markRead: markAlertsRead,
    settle: settleAlert,
    create: createAlert,
    delete: deleteAlert,
  },
  {
    hydra: {
      wire: alertWire,
      wireNames: { responsibleIds: "responsables" },
      get: "get",
      create: "create",
      extra: alertExtraRows,
    },
  },
);
