import { iri } from "../iri";
import { hydraMember } from "../json-ld";
import { PATHS } from "../paths";
import type { QueryReader } from "../query";

export { PATHS };

export const userMember = (user: { id: number; fullname: string } | null) =>
  user ? hydraMember("User", iri(PATHS.users, user.id), { id: user.id, fullname: user.fullname }) : null;

export const triangleCompanyMember = (company: { id: number; name: string; color?: string } | null) =>
  company ? hydraMember("TriangleCompany", iri(PATHS.triangleCompanies, company.id), company) : null;

export const companyMember = (company: { id: number; name: string } | null) =>
  company ? hydraMember("Company", iri(PATHS.companies, company.id), company) : null;

/** The lead list's query string, shared by lead-search and the Excel export. */
export function leadFiltersFromQuery(query: QueryReader) {
  const statuses = query.list("searchStatus");
  return {
    q: query.string("q"),
    triangleCompanyId: query.ref("triangleCompany", PATHS.triangleCompanies) ?? null,
    searchStatus: statuses.length > 0 ? statuses : undefined,
    callback: query.bool("callback"),
    withoutCallback: query.bool("withoutCallback"),
    leadTrash: query.bool("leadTrash"),
    retard: query.bool("retard"),
    noAnswer: query.bool("noAnswer"),
  };
}
