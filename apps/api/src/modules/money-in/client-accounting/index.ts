import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import { defineResource } from "../../resource/define-resource";
import { clientAccountingContract } from "./contract";
import { reportingCompanyRows } from "./hydra-extra";
import { clientQuotations } from "./quotations";
import { clientReportingOf } from "./reporting";

/** The report is no JSON-LD record: the kit asks for a wire, which makes no row here. */
const reportingWire = wireType("ClientReporting", PATHS.reportingCompany, () => ({}));

/**
 * The client sheet's accounting block. Hydra: GET /api/compta/reporting_company/?company={id} (and
 * without the final slash), written by hand (hydra-extra.ts); the quotations tab has no Hydra row.
 */
export const clientAccountingModule = defineResource(
  clientAccountingContract,
  { reporting: clientReportingOf, quotations: clientQuotations },
  { hydra: { wire: reportingWire, extra: reportingCompanyRows } },
);
