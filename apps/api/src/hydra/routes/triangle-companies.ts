import { TRPCError } from "@trpc/server";
import type { AddressView } from "../../services/addresses";
import type { TriangleCompanyDetail, TriangleCompanySummary } from "../../services/triangle-companies";
import { iri, refIds } from "../iri";
import { hydraCollection, hydraItem, hydraMember } from "../json-ld";
import { type HydraRoute, idParam } from "../route";

/** The collection path of group companies: their IRIs everywhere on the shim. */
export const TRIANGLE_COMPANIES_PATH = "/api/tronc-commun/triangle_companies";
const ADDRESSES = "/api/addresses";
const FILES = "/api/files";

const bad = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });

const addressMember = (address: AddressView) =>
  hydraMember("Address", iri(ADDRESSES, address.id), {
    id: address.id,
    address: address.address,
    complement: address.complement,
    postalCode: address.postalCode,
    city: address.city,
    latitude: address.latitude,
    longitude: address.longitude,
  });

const logoMember = (logo: { id: number; filename: string }) =>
  hydraMember("File", iri(FILES, logo.id), { id: logo.id, filename: logo.filename });

function detail(company: TriangleCompanyDetail) {
  return hydraItem("TriangleCompany", iri(TRIANGLE_COMPANIES_PATH, company.id), {
    id: company.id,
    name: company.name,
    code: company.code,
    siret: company.siret,
    phone: company.phone,
    email: company.email,
    address: company.address ? addressMember(company.address) : null,
    logos: company.logos.map(logoMember),
    isActive: company.isActive,
    tvaNumber: company.tvaNumber,
    color: company.color,
    pdfBanqInfos: company.pdfBanqInfos,
    cgv: company.cgv,
    footerPDF: company.footerPdf,
  });
}

const summary = (company: TriangleCompanySummary) =>
  hydraMember("TriangleCompany", iri(TRIANGLE_COMPANIES_PATH, company.id), {
    id: company.id,
    name: company.name,
    code: company.code,
    color: company.color,
    isActive: company.isActive,
    city: company.city,
    logos: company.logo ? [logoMember(company.logo)] : [],
  });

function optionalText(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  throw bad(`Le champ ${name} doit être un texte.`);
}

function optionalFlag(body: Record<string, unknown>, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === "boolean") return value;
  if (value === 1 || value === "1" || value === "true") return true;
  if (value === 0 || value === "0" || value === "false") return false;
  throw bad(`Le champ ${name} doit valoir true ou false.`);
}

const optionalNumber = (value: unknown) => (typeof value === "number" ? value : null);

/** The address comes embedded (address, postalCode, city…); an IRI alone cannot be checked as French. */
function addressOf(body: Record<string, unknown>) {
  const value = body.address;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value)) {
    throw bad("Le champ address doit être un objet (address, postalCode, city, latitude, longitude).");
  }
  const record = value as Record<string, unknown>;
  return {
    address: optionalText(record, "address") ?? "",
    complement: optionalText(record, "complement") ?? null,
    postalCode: optionalText(record, "postalCode") ?? "",
    city: optionalText(record, "city") ?? "",
    latitude: optionalNumber(record.latitude),
    longitude: optionalNumber(record.longitude),
  };
}

/** A PUT body of the old client; fields not sent are not changed. */
function companyBody(body: Record<string, unknown>) {
  return {
    name: optionalText(body, "name"),
    code: optionalText(body, "code"),
    siret: optionalText(body, "siret"),
    phone: optionalText(body, "phone"),
    email: optionalText(body, "email"),
    isActive: optionalFlag(body, "isActive"),
    tvaNumber: optionalText(body, "tvaNumber"),
    color: optionalText(body, "color"),
    pdfBanqInfos: optionalText(body, "pdfBanqInfos"),
    cgv: optionalText(body, "cgv"),
    footerPdf: optionalText(body, "footerPDF") ?? optionalText(body, "footerPdf"),
    address: addressOf(body),
    logoFileIds: body.logos === undefined ? undefined : refIds(body.logos, "logos"),
  };
}

export const triangleCompanyRoutes: HydraRoute[] = [
  {
    method: "GET",
    path: TRIANGLE_COMPANIES_PATH,
    async handle(caller, req) {
      const result = await caller.triangleCompany.list({
        q: req.query.string("q"),
        activeOnly: req.query.bool("isActive"),
        page: req.query.page(),
        maxResults: req.query.maxResults(120),
      });
      return hydraCollection(TRIANGLE_COMPANIES_PATH, result.items.map(summary), result.total);
    },
  },
  {
    method: "GET",
    path: `${TRIANGLE_COMPANIES_PATH}/:id`,
    handle: async (caller, req) => detail(await caller.triangleCompany.get({ id: idParam(req) })),
  },
  {
    method: "PUT",
    path: `${TRIANGLE_COMPANIES_PATH}/:id`,
    handle: async (caller, req) =>
      detail(await caller.triangleCompany.update({ id: idParam(req), ...companyBody(req.body) })),
  },
];
