import { defineResource } from "../../resource/define-resource";
import { historyContract } from "./contract";
import { registerHistoryRoute } from "./route";
import { listHistory } from "./services";

/** 'Historique' of a record: tRPC history.list, and GET /api/history/{kind}/{id} (route.ts). */
export const historyModule = defineResource(
  historyContract,
  { list: listHistory },
  { files: [registerHistoryRoute] },
);
