import { type ClientReporting, centsToEuroNumber, domainError } from "@tronc/domain";
import { PATHS } from "../../../hydra/paths";
import type { HydraRoute } from "../../../hydra/route";
import { admit } from "../../policies";
import { clientAccountingContract } from "./contract";

/** Amounts by group company name, in euros (the old client reads them as an object by name). */
const byIssuer = (report: ClientReporting, pick: (line: ClientReporting["issuers"][number]) => number) =>
  Object.fromEntries(report.issuers.map((line) => [line.issuerName, centsToEuroNumber(pick(line))]));

/** The client comes from the query string (`company`, an id or an IRI), which no kit row reads: by hand. */
const reporting: HydraRoute["handle"] = async (caller, req) => {
  admit(req.user, clientAccountingContract.operations.reporting.policy);
  const companyId = req.query.ref("company", PATHS.companies);
  if (companyId === undefined) {
    throw domainError("CLIENT_REPORTING_COMPANY_REQUIRED", "invalid", {}, { field: "company" });
  }
  const report = await caller.clientAccounting.reporting({ companyId });
  return {
    caHT: centsToEuroNumber(report.revenueHtCents),
    caTTC: centsToEuroNumber(report.revenueTtcCents),
    CAHTTriangleCompanies: byIssuer(report, (line) => line.revenueHtCents),
    restTriangleCompanies: byIssuer(report, (line) => line.leftToCollectCents),
    restTTC: centsToEuroNumber(report.leftToCollectCents),
    // Beyond the spec's five: the same per group company with ids, and the credit notes' remainder.
    triangleCompanies: report.issuers.map((line) => ({
      "@id": `${PATHS.triangleCompanies}/${line.issuerId}`,
      id: line.issuerId,
      name: line.issuerName,
      caHT: centsToEuroNumber(line.revenueHtCents),
      caTTC: centsToEuroNumber(line.revenueTtcCents),
      rest: centsToEuroNumber(line.leftToCollectCents),
      creditsLeft: centsToEuroNumber(line.creditsLeftCents),
    })),
    creditsLeftTTC: centsToEuroNumber(report.creditsLeftCents),
  };
};

/** GET /api/compta/reporting_company/?company={id} (with or without the final slash). */
export const reportingCompanyRows: HydraRoute[] = [
  { method: "GET", path: PATHS.reportingCompany, handle: reporting },
  { method: "GET", path: PATHS.reportingCompany.replace(/\/$/, ""), handle: reporting },
];
