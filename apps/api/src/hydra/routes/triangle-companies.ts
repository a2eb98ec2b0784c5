import { z } from "zod";
import type {
  TriangleCompanyDetail,
  TriangleCompanySummary,
} from "../../services/core/triangle-companies/queries";
import type { AddressView } from "../../services/shared/addresses";
import { bool, hydraBody, number, refs, text, textOrEmpty } from "../body";
import { iri } from "../iri";
import { hydraMember } from "../json-ld";
import { PATHS } from "../paths";
import { collectionRoute, hydraResource, wireType } from "../resource";

const addressMember = (address: AddressView) =>
  hydraMember("Address", iri(PATHS.addresses, address.id), {
    id: address.id,
    address: address.address,
    complement: address.complement,
    postalCode: address.postalCode,
    city: address.city,
    latitude: address.latitude,
    longitude: address.longitude,
  });

const logoMember = (logo: { id: number; filename: string }) =>
  hydraMember("File", iri(PATHS.files, logo.id), { id: logo.id, filename: logo.filename });

const wire = wireType("TriangleCompany", PATHS.triangleCompanies, (company: TriangleCompanyDetail) => ({
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
  legalForm: company.legalForm,
  shareCapital: company.shareCapital,
  rcs: company.rcs,
  vatOnDebits: company.vatOnDebits,
  latePenaltyTerms: company.latePenaltyTerms,
  earlyPaymentTerms: company.earlyPaymentTerms,
}));

const summary = (company: TriangleCompanySummary) =>
  hydraMember("TriangleCompany", iri(PATHS.triangleCompanies, company.id), {
    id: company.id,
    name: company.name,
    code: company.code,
    color: company.color,
    isActive: company.isActive,
    city: company.city,
    logos: company.logo ? [logoMember(company.logo)] : [],
  });

/** The address comes embedded (address, postalCode, city…); an IRI alone cannot be checked as French. */
const address = z
  .object(
    {
      address: textOrEmpty(255),
      complement: text(255),
      postalCode: textOrEmpty(10),
      city: textOrEmpty(120),
      latitude: number(),
      longitude: number(),
    },
    { error: "un objet est attendu (address, postalCode, city, latitude, longitude)." },
  )
  .transform((value) => ({
    address: value.address ?? "",
    complement: value.complement ?? null,
    postalCode: value.postalCode ?? "",
    city: value.city ?? "",
    latitude: value.latitude ?? null,
    longitude: value.longitude ?? null,
  }))
  .nullish();

/** A PUT body of the old client; fields not sent are not changed. */
const body = hydraBody({
  name: textOrEmpty(500),
  code: textOrEmpty(20),
  siret: textOrEmpty(40),
  phone: textOrEmpty(60),
  email: textOrEmpty(300),
  isActive: bool(),
  tvaNumber: textOrEmpty(40),
  color: textOrEmpty(20),
  pdfBanqInfos: textOrEmpty(100_000),
  cgv: textOrEmpty(400_000),
  footerPDF: textOrEmpty(10_000),
  footerPdf: textOrEmpty(10_000),
  legalForm: textOrEmpty(200),
  shareCapital: textOrEmpty(200),
  rcs: textOrEmpty(200),
  vatOnDebits: bool(),
  latePenaltyTerms: textOrEmpty(5_000),
  earlyPaymentTerms: textOrEmpty(5_000),
  address,
  logos: refs(PATHS.files),
});

export const triangleCompanyRoutes = [
  collectionRoute(PATHS.triangleCompanies, summary, (caller, req) =>
    caller.triangleCompany.list({
      q: req.query.string("q"),
      activeOnly: req.query.bool("isActive"),
      page: req.query.page(),
      maxResults: req.query.maxResults(120),
    }),
  ),
  ...hydraResource({
    wire,
    get: (caller, id) => caller.triangleCompany.get({ id }),
    update: {
      body,
      call: (caller, id, { footerPDF, footerPdf, address, logos, ...fields }) =>
        caller.triangleCompany.update({
          id,
          ...fields,
          footerPdf: footerPDF ?? footerPdf,
          address: address ?? undefined,
          logoFileIds: logos,
        }),
    },
  }),
];
