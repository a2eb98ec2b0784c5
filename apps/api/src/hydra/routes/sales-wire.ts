import { TRPCError } from "@trpc/server";
import { iri, refId } from "../iri";
import { hydraMember } from "../json-ld";
import type { QueryReader } from "../query";

/** Collection paths of the sales area on the shim: the IRIs of its rows and of what they reference. */
export const PATHS = {
  leads: "/api/tronc-commun/tronc_commun_leads",
  leadSearch: "/api/tronc-commun/lead-search",
  contactForms: "/api/tronc-commun/tronc_commun_contact_forms",
  calls: "/api/tronc-commun/tronc_commun_calls",
  projects: "/api/tronc-commun/tronc_commun_projects",
  companies: "/api/companies",
  contacts: "/api/company_contacts",
  triangleCustomers: "/api/tronc-commun/triangle_customers",
  triangleCompanies: "/api/tronc-commun/triangle_companies",
  users: "/api/users",
  files: "/api/files",
} as const;

export const userMember = (user: { id: number; fullname: string } | null) =>
  user ? hydraMember("User", iri(PATHS.users, user.id), { id: user.id, fullname: user.fullname }) : null;

export const triangleCompanyMember = (company: { id: number; name: string; color?: string } | null) =>
  company ? hydraMember("TriangleCompany", iri(PATHS.triangleCompanies, company.id), company) : null;

export const companyMember = (company: { id: number; name: string } | null) =>
  company ? hydraMember("Company", iri(PATHS.companies, company.id), company) : null;

/** A text field of a body: a string, null to clear, undefined when absent; anything else is refused. */
export function bodyText(body: Record<string, unknown>, name: string): string | null | undefined {
  const value = body[name];
  if (value === undefined || value === null) return value;
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  throw new TRPCError({ code: "BAD_REQUEST", message: `${name} : un texte est attendu.` });
}

export function bodyBool(body: Record<string, unknown>, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === "boolean") return value;
  if (value === 1 || value === "1" || value === "true") return true;
  if (value === 0 || value === "0" || value === "false") return false;
  throw new TRPCError({ code: "BAD_REQUEST", message: `${name} : vrai ou faux est attendu.` });
}

/** A reference of a body (IRI, id, or object with @id): undefined when absent, null to clear. */
export function bodyRef(body: Record<string, unknown>, name: string): number | null | undefined {
  if (!(name in body)) return undefined;
  return refId(body[name], name);
}

/** A reference the request cannot do without: its absence is a 400 in French. */
export function requiredRef(body: Record<string, unknown>, name: string): number {
  const id = refId(body[name], name);
  if (id === null) throw new TRPCError({ code: "BAD_REQUEST", message: `${name} : référence obligatoire.` });
  return id;
}

/** Only the keys present in the body, so a PUT changes what it sends and nothing else. */
export function present<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The lead list's query string, shared by lead-search and the Excel export. */
export function leadFiltersFromQuery(query: QueryReader) {
  const statuses = query.list("searchStatus");
  const triangleCompany = query.string("triangleCompany");
  return {
    q: query.string("q"),
    triangleCompanyId: triangleCompany ? refId(triangleCompany, "triangleCompany") : null,
    searchStatus: statuses.length > 0 ? statuses : undefined,
    callback: query.bool("callback"),
    withoutCallback: query.bool("withoutCallback"),
    leadTrash: query.bool("leadTrash"),
    retard: query.bool("retard"),
    noAnswer: query.bool("noAnswer"),
  };
}
