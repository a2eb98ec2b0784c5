import {
  addresses,
  companies,
  companyContacts,
  contactForms,
  type DbOrTx,
  leads,
  quotationLines,
  quotations,
  recommendationEvents,
  recommendations,
  triangleCompanies,
} from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { toParisDate, type VatDetail } from "@tronc/domain";
import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FileStorage } from "../../../files/storage/storage";
import { addressOf, type PrintedAddress } from "../../shared/document-pdf/address";
import type { PrintedLine } from "../../shared/document-pdf/lines-table";
import { accentOf, firstLogoOf, logoDataUrl } from "../../shared/document-pdf/logo";
import { loadLines } from "./views";

export type { PrintedAddress, PrintedLine };

/** Everything a quotation's PDF prints, read in one go (the stored totals are the domain's). */
export interface QuotationPrint {
  id: number;
  reference: string;
  title: string;
  /** Free text (plain or rich) printed under the lines. */
  comment: string;
  /** The quotation's date (its creation, Paris day) and the recommendation's validity date. */
  date: string;
  validAt: string | null;
  /** The days of the recommendation's delivery calendar (Paris days), in order. */
  serviceDates: { start: string; end: string }[];
  advancePercent: string;
  paymentMode: number;
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
  detailTva: VatDetail[];
  issuer: {
    name: string;
    siret: string;
    tvaNumber: string;
    rcs: string;
    phone: string;
    email: string;
    /** '#rrggbb', the accent of its documents. */
    color: string;
    address: PrintedAddress | null;
    /** A data: URL (the PDF's browser loads nothing from outside), or null without a logo. */
    logo: string | null;
    /** Sanitised rich text, each. */
    bankInfos: string;
    cgv: string;
    footer: string;
  };
  client: { name: string; address: PrintedAddress | null; contact: PrintedContact | null };
  lines: PrintedLine[];
}

/** Whom the quotation is for at the client: the person who asked (the lead's request), else its first contact. */
export interface PrintedContact {
  name: string;
  email: string;
  phone: string;
}

const clientAddresses = alias(addresses, "client_addresses");

async function loadContact(db: DbOrTx, recommendationId: number, companyId: number) {
  const [requester] = await db
    .select({ name: contactForms.name, email: contactForms.email, phone: contactForms.phone })
    .from(recommendations)
    .innerJoin(leads, eq(leads.id, recommendations.leadId))
    .innerJoin(contactForms, eq(contactForms.id, leads.contactFormId))
    .where(eq(recommendations.id, recommendationId));
  const [first] = requester?.name.trim()
    ? [requester]
    : await db
        .select({ name: companyContacts.name, email: companyContacts.email, phone: companyContacts.phone })
        .from(companyContacts)
        .where(eq(companyContacts.companyId, companyId))
        .orderBy(asc(companyContacts.id))
        .limit(1);
  if (!first?.name.trim()) return null;
  return { name: first.name.trim(), email: first.email?.trim() ?? "", phone: first.phone.trim() };
}

async function loadServiceDates(db: DbOrTx, recommendationId: number) {
  const rows = await db
    .select({ startAt: recommendationEvents.startAt, endAt: recommendationEvents.endAt })
    .from(recommendationEvents)
    .where(eq(recommendationEvents.recommendationId, recommendationId))
    .orderBy(asc(recommendationEvents.startAt), asc(recommendationEvents.id));
  return rows.map((row) => ({ start: toParisDate(row.startAt), end: toParisDate(row.endAt) }));
}

/** The quotation with its issuer, client and lines (in their order), or null for an unknown id. */
export async function loadQuotationPrint(
  db: DbOrTx,
  storage: FileStorage,
  quotationId: number,
): Promise<QuotationPrint | null> {
  const logo = firstLogoOf(quotations.triangleCompanyId);
  const quotationRow = db
    .select({
      quotation: quotations,
      validAt: recommendations.validAt,
      clientId: companies.id,
      clientName: companies.name,
      clientAddress: clientAddresses.address,
      clientComplement: clientAddresses.complement,
      clientPostalCode: clientAddresses.postalCode,
      clientCity: clientAddresses.city,
      issuer: triangleCompanies,
      issuerAddress: addresses.address,
      issuerComplement: addresses.complement,
      issuerPostalCode: addresses.postalCode,
      issuerCity: addresses.city,
      logo,
    })
    .from(quotations)
    .innerJoin(recommendations, eq(recommendations.id, quotations.recommendationId))
    .innerJoin(companies, eq(companies.id, recommendations.companyId))
    .leftJoin(clientAddresses, eq(clientAddresses.id, companies.addressId))
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, quotations.triangleCompanyId))
    .leftJoin(addresses, eq(addresses.id, triangleCompanies.addressId))
    .where(eq(quotations.id, quotationId));
  const linesQuery = loadLines(db, eq(quotationLines.quotationId, quotationId));
  const [[row], lines] = await Promise.all([quotationRow, linesQuery]);
  if (!row) return null;
  const { quotation, issuer } = row;
  const [contact, serviceDates] = await Promise.all([
    loadContact(db, quotation.recommendationId, row.clientId),
    loadServiceDates(db, quotation.recommendationId),
  ]);
  return {
    id: quotation.id,
    reference: quotation.reference,
    title: quotation.title,
    comment: quotation.comment ?? "",
    date: toParisDate(quotation.createdAt),
    validAt: row.validAt,
    serviceDates,
    advancePercent: quotation.advancePercent,
    paymentMode: quotation.paymentMode,
    totalHtCents: quotation.totalHtCents,
    totalTvaCents: quotation.totalTvaCents,
    totalTtcCents: quotation.totalTtcCents,
    detailTva: quotation.detailTva,
    issuer: {
      name: issuer.name,
      siret: issuer.siret,
      tvaNumber: issuer.tvaNumber,
      rcs: issuer.rcs,
      phone: issuer.phone,
      email: issuer.email,
      color: accentOf(issuer.color),
      address: addressOf({
        address: row.issuerAddress,
        complement: row.issuerComplement,
        postalCode: row.issuerPostalCode,
        city: row.issuerCity,
      }),
      logo: await logoDataUrl(storage, row.logo),
      bankInfos: issuer.pdfBanqInfos,
      cgv: issuer.cgv,
      footer: issuer.footerPdf,
    },
    client: {
      name: row.clientName,
      address: addressOf({
        address: row.clientAddress,
        complement: row.clientComplement,
        postalCode: row.clientPostalCode,
        city: row.clientCity,
      }),
      contact,
    },
    lines: lines.map((line) => ({
      name: line.name,
      description: line.description,
      quantity: line.quantity,
      unity: line.unity,
      unitPriceCents: line.unitPriceCents,
      vatRate: line.vatRate,
      discountPercent: line.discountPercent,
      hidden: line.hidden,
      baseHtCents: line.baseHtCents,
      totalHtCents: line.totalHtCents,
    })),
  };
}
