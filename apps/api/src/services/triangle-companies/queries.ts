import { addresses, type DbOrTx, files, triangleCompanies, triangleCompanyLogos } from "@tronc/db";
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { type AddressView, toAddressView } from "../addresses";

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
}

export interface ListTriangleCompaniesParams {
  q?: string;
  activeOnly?: boolean;
  /** 1-based. */
  page?: number;
  maxResults?: number;
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

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listTriangleCompanies(
  db: DbOrTx,
  params: ListTriangleCompaniesParams = {},
): Promise<{ items: TriangleCompanySummary[]; total: number }> {
  const conditions: SQL[] = [];
  const q = params.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
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
  const maxResults = params.maxResults ?? 120;
  const page = Math.max(1, params.page ?? 1);
  const rows = await db
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
    .limit(maxResults)
    .offset((page - 1) * maxResults);
  const [totalRow] = await db
    .select({ n: count() })
    .from(triangleCompanies)
    .leftJoin(addresses, eq(addresses.id, triangleCompanies.addressId))
    .where(where);
  const logos = await logosOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({ ...row, logo: logos.get(row.id)?.[0] ?? null })),
    total: totalRow?.n ?? 0,
  };
}

export async function getTriangleCompany(db: DbOrTx, id: number): Promise<TriangleCompanyDetail | null> {
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
  };
}
