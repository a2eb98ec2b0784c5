import { iri } from "../iri";
import { hydraMember } from "../json-ld";
import { PATHS } from "../paths";

export { PATHS };

export const userMember = (user: { id: number; fullname: string } | null) =>
  user ? hydraMember("User", iri(PATHS.users, user.id), { id: user.id, fullname: user.fullname }) : null;

export const triangleCompanyMember = (company: { id: number; name: string; color?: string } | null) =>
  company ? hydraMember("TriangleCompany", iri(PATHS.triangleCompanies, company.id), company) : null;

export const companyMember = (company: { id: number; name: string } | null) =>
  company ? hydraMember("Company", iri(PATHS.companies, company.id), company) : null;
