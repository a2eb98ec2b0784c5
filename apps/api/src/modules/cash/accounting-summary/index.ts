import { searchAccountingSummary } from "../../../services/cash/accounting-summary/search";
import { defineResource } from "../../resource/define-resource";
import { accountingSummaryContract } from "./contract";
import { registerAccountingGlobal } from "./global-route";

/** 'Suivi comptable': no Hydra row; GET /admin/global answers it as JSON or Excel (global-route.ts). */
export const accountingSummaryModule = defineResource(
  accountingSummaryContract,
  { search: searchAccountingSummary },
  { files: [registerAccountingGlobal] },
);
