import { addresses, type DbOrTx, files, triangleCompanies, triangleCompanyLogos } from "@tronc/db";
import { domainError, likeContains, PAGE_SIZES } from "@tronc/domain";
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { type AddressView, toAddressView } from "../../../services/shared/addresses";
import type { ServiceContext } from "../../../services/shared/context";
import { type Page, paginate } from "../../../services/shared/paginate";

export interface LogoView {
  id: number;
  filename: string;
}

/** What every signed-in user may read: enough for cards and pickers. */
export interface TriangleCompanySummary {
  id: number;
  name: string;
  code: string;
  color: string;
  isActive: boolean;
  city: string | null;
  logo: LogoView | null;
}

/** The full record, for the super admin's edit screen and the documents. */
export interface TriangleCompanyDetail {
  id: number;
  name: string;
  code: string;
  siret: string;
  phone: string;
  email: string;
  address: AddressView | null;
  logos: LogoView[];
  isActive: boolean;
  tvaNumber: string;
  color: string;
  pdfBanqInfos: string;
  cgv: string;
  footerPdf: string;
  legalForm: string;
  shareCapital: string;
  rcs: string;
  vatOnDebits: boolean;
  latePenaltyTerms: string;
  earlyPaymentTerms: string;
}

export interface ListTriangleCompaniesParams {
  q?: string | undefined;
  activeOnly?: boolean | undefined;
  /** 1-based. */
  page?: number | undefined;
  maxResults?: number | undefined;
}

export async function logosOf(db: DbOrTx, companyIds: number[]): Promise<Map<number, LogoView[]>> {
  const byCompany = new Map<number, LogoView[]>();
  if (companyIds.length === 0) return byCompany;
  const rows = await db
    .select({
      companyId: triangleCompanyLogos.triangleCompanyId,
      id: files.id,
      filename: files.filename,
    })
    .from(triangleCompanyLogos)
    .innerJoin(files, eq(files.id, triangleCompanyLogos.fileId))
    .where(inArray(triangleCompanyLogos.triangleCompanyId, companyIds))
    .orderBy(asc(triangleCompanyLogos.position), asc(files.id));
  for (const row of rows) {
    const list = byCompany.get(row.companyId) ?? [];
    list.push({ id: row.id, filename: row.filename });
    byCompany.set(row.companyId, list);
  }
  return byCompany;
}

/** The group companies by name, a page at a time (120 by default). */
export function listTriangleCompanies(
  { db }: ServiceContext,
  params: ListTriangleCompaniesParams = {},
): Promise<Page<TriangleCompanySummary>> {
  const conditions: SQL[] = [];
  const q = params.q?.trim();
  if (q) {
    const pattern = likeContains(q);
    const match = or(
      sql`unaccent(${triangleCompanies.name}) ilike unaccent(${pattern})`,
      ilike(triangleCompanies.siret, pattern),
      ilike(triangleCompanies.code, pattern),
      sql`unaccent(${addresses.city}) ilike unaccent(${pattern})`,
    );
    if (match) conditions.push(match);
  }
  if (params.activeOnly) conditions.push(eq(triangleCompanies.isActive, true));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  return paginate(
    { page: params.page, pageSize: params.maxResults ?? PAGE_SIZES.triangleCompanies },
    {
      count: () =>
        db
          .select({ n: count() })
          .from(triangleCompanies)
          .leftJoin(addresses, eq(addresses.id, triangleCompanies.addressId))
          .where(where),
      rows: (limit, offset) =>
        db
          .select({
            id: triangleCompanies.id,
            name: triangleCompanies.name,
            code: triangleCompanies.code,
            color: triangleCompanies.color,
            isActive: triangleCompanies.isActive,
            city: addresses.city,
          })
          .from(triangleCompanies)
          .leftJoin(addresses, eq(addresses.id, triangleCompanies.addressId))
          .where(where)
          .orderBy(sql`unaccent(lower(${triangleCompanies.name}))`, asc(triangleCompanies.id))
          .limit(limit)
          .offset(offset),
      map: async (rows) => {
        const logos = await logosOf(
          db,
          rows.map((row) => row.id),
        );
        return rows.map((row) => ({ ...row, logo: logos.get(row.id)?.[0] ?? null }));
      },
    },
  );
}

/** The group company's sheet (404 when unknown). */
export async function getTriangleCompany(
  { db }: Pick<ServiceContext, "db">,
  input: { id: number },
): Promise<TriangleCompanyDetail> {
  const company = await findTriangleCompany(db, input.id);
  if (!company) throw domainError("TRIANGLE_COMPANY_NOT_FOUND", "notFound");
  return company;
}

export async function findTriangleCompany(db: DbOrTx, id: number): Promise<TriangleCompanyDetail | null> {
  const [row] = await db
    .select({ company: triangleCompanies, address: addresses })
    .from(triangleCompanies)
    .leftJoin(addresses, eq(addresses.id, triangleCompanies.addressId))
    .where(eq(triangleCompanies.id, id));
  if (!row) return null;
  const { company } = row;
  const logos = await logosOf(db, [id]);
  return {
    id: company.id,
    name: company.name,
    code: company.code,
    siret: company.siret,
    phone: company.phone,
    email: company.email,
    address: row.address ? toAddressView(row.address) : null,
    logos: logos.get(id) ?? [],
    isActive: company.isActive,
    tvaNumber: company.tvaNumber,
    color: company.color,
    pdfBanqInfos: company.pdfBanqInfos,
    cgv: company.cgv,
    footerPdf: company.footerPdf,
    legalForm: company.legalForm,
    shareCapital: company.shareCapital,
    rcs: company.rcs,
    vatOnDebits: company.vatOnDebits,
    latePenaltyTerms: company.latePenaltyTerms,
    earlyPaymentTerms: company.earlyPaymentTerms,
  };
}
