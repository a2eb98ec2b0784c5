import { readFile } from "node:fs/promises";
import {
  addresses,
  companies,
  type DbOrTx,
  files,
  quotationLines,
  quotations,
  recommendations,
  triangleCompanies,
  triangleCompanyLogos,
} from "@tronc/db";
import { toParisDate, type VatDetail } from "@tronc/domain";
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { pathOf } from "../../../files/file-store";
import { loadLines, type QuotationLineView } from "./views";

export interface PrintedAddress {
  address: string;
  complement: string | null;
  postalCode: string;
  city: string;
}

/** What the PDF prints of a quotation line (the line as the quotation block shows it). */
export type PrintedLine = Pick<
  QuotationLineView,
  | "name"
  | "description"
  | "quantity"
  | "unity"
  | "unitPriceCents"
  | "vatRate"
  | "discountPercent"
  | "hidden"
  | "baseHtCents"
  | "totalHtCents"
>;

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
  advancePercent: string;
  paymentMode: number;
  totalHtCents: number;
  totalTvaCents: number;
  totalTtcCents: number;
  detailTva: VatDetail[];
  issuer: {
    name: string;
    siret: string;
    tvaNumber: string;
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
  client: { name: string; address: PrintedAddress | null };
  lines: PrintedLine[];
}

const clientAddresses = alias(addresses, "client_addresses");

const addressOf = (row: {
  address: string | null;
  complement: string | null;
  postalCode: string | null;
  city: string | null;
}): PrintedAddress | null =>
  row.address === null && row.city === null
    ? null
    : {
        address: row.address ?? "",
        complement: row.complement,
        postalCode: row.postalCode ?? "",
        city: row.city ?? "",
      };

const LOGO_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);

/** Logos as data: URLs by stored file: a stored file's bytes never change, and every print shows one. */
const logoCache = new Map<string, string>();
const LOGO_CACHE_SIZE = 20;

/** The group company's logo as a data: URL; a missing file prints no logo rather than failing. */
async function logoDataUrl(filesDir: string, logo: { fileId: number; mimeType: string } | null) {
  if (!logo || !LOGO_TYPES.has(logo.mimeType)) return null;
  const path = pathOf(filesDir, logo.fileId);
  const cached = logoCache.get(path);
  if (cached) return cached;
  try {
    const bytes = await readFile(path);
    const url = `data:${logo.mimeType};base64,${bytes.toString("base64")}`;
    if (logoCache.size >= LOGO_CACHE_SIZE) logoCache.clear();
    logoCache.set(path, url);
    return url;
  } catch {
    return null;
  }
}

/** The quotation with its issuer, client and lines (in their order), or null for an unknown id. */
export async function loadQuotationPrint(
  db: DbOrTx,
  filesDir: string,
  quotationId: number,
): Promise<QuotationPrint | null> {
  // the issuer's first logo, in the same statement
  const logo = sql<{ fileId: number; mimeType: string } | null>`(
    select json_build_object('fileId', ${files.id}, 'mimeType', ${files.mimeType})
    from ${triangleCompanyLogos} inner join ${files} on ${files.id} = ${triangleCompanyLogos.fileId}
    where ${triangleCompanyLogos.triangleCompanyId} = ${quotations.triangleCompanyId}
    order by ${triangleCompanyLogos.position}, ${files.id} limit 1)`;
  const quotationRow = db
    .select({
      quotation: quotations,
      validAt: recommendations.validAt,
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
  return {
    id: quotation.id,
    reference: quotation.reference,
    title: quotation.title,
    comment: quotation.comment ?? "",
    date: toParisDate(quotation.createdAt),
    validAt: row.validAt,
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
      phone: issuer.phone,
      email: issuer.email,
      color: /^#[0-9a-f]{6}/i.exec(issuer.color)?.[0] ?? "#3b5bdb",
      address: addressOf({
        address: row.issuerAddress,
        complement: row.issuerComplement,
        postalCode: row.issuerPostalCode,
        city: row.issuerCity,
      }),
      logo: await logoDataUrl(filesDir, row.logo),
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
