import { iri } from "../../../hydra/iri";
import { hydraMember } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import type { AddressView } from "../../../services/shared/addresses";
import type { TriangleCompanyDetail, TriangleCompanySummary } from "./queries";

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

/** The full record (GET and PUT of an item): the address and the logos embedded, the footer as footerPDF. */
export const triangleCompanyWire = wireType(
  "TriangleCompany",
  PATHS.triangleCompanies,
  (company: TriangleCompanyDetail) => ({
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
  }),
);

/** A member of the collection: what every signed-in user may read (cards and pickers), its first logo. */
export const triangleCompanySummaryMember = (company: TriangleCompanySummary) =>
  hydraMember("TriangleCompany", iri(PATHS.triangleCompanies, company.id), {
    id: company.id,
    name: company.name,
    code: company.code,
    color: company.color,
    isActive: company.isActive,
    city: company.city,
    logos: company.logo ? [logoMember(company.logo)] : [],
  });
