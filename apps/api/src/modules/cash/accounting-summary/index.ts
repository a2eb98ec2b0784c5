import { searchAccountingSummary } from "../../../services/accounting-summary/search";
import { defineResource } from "../../resource/define-resource";
import { accountingSummaryContract } from "./contract";

/**
 * 'Suivi comptable': no Hydra row. Its GET /admin/global (JSON or Excel) stays registered by server.ts
 * (hydra/routes/accounting-global.ts): it asks the procedure through the app's caller, which a module's
 * file would import back into the module list (a cycle).
 */
export const accountingSummaryModule = defineResource(accountingSummaryContract, {
  search: searchAccountingSummary,
});
