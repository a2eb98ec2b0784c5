import { type Db, type DbOrTx, files, triangleCompanies, triangleCompanyLogos } from "@tronc/db";
import { DomainError } from "@tronc/domain";
import { and, eq, inArray, ne, type SQL } from "drizzle-orm";
import { saveAddress } from "../addresses";
import {
  assertVatMatchesSiret,
  codeFromName,
  MAX_LOGOS,
  MESSAGES,
  normalizeCompanyColumns,
  type TriangleCompanyFields,
} from "./fields";
import { getTriangleCompany, type TriangleCompanyDetail } from "./queries";

const invalid = (code: string, message: string) => new DomainError(code, message, "invalid");

/** The fields the add modal requires. */
export type NewTriangleCompany = TriangleCompanyFields &
  Required<Pick<TriangleCompanyFields, "name" | "siret" | "phone" | "email" | "address">>;

async function isTaken(db: DbOrTx, condition: SQL, exceptId: number | null): Promise<boolean> {
  const where = exceptId === null ? condition : and(condition, ne(triangleCompanies.id, exceptId));
  const [row] = await db.select({ id: triangleCompanies.id }).from(triangleCompanies).where(where).limit(1);
  return row !== undefined;
}

async function assertUnique(db: DbOrTx, values: { siret?: string; code?: string }, exceptId: number | null) {
  if (values.siret && (await isTaken(db, eq(triangleCompanies.siret, values.siret), exceptId))) {
    throw new DomainError("SIRET_TAKEN", MESSAGES.siretTaken, "conflict");
  }
  if (values.code && (await isTaken(db, eq(triangleCompanies.code, values.code), exceptId))) {
    throw new DomainError("CODE_TAKEN", MESSAGES.codeTaken(values.code), "conflict");
  }
}

/** The first free code derived from the name: 'TDI', then 'TDI2', 'TDI3'… */
async function freeCode(db: DbOrTx, name: string): Promise<string> {
  const base = codeFromName(name);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base.slice(0, 5)}${n}`;
    if (!(await isTaken(db, eq(triangleCompanies.code, candidate), null))) return candidate;
  }
}

async function replaceLogos(db: DbOrTx, companyId: number, fileIds: number[]) {
  const ids = [...new Set(fileIds)];
  if (ids.length > MAX_LOGOS) throw invalid("TOO_MANY_LOGOS", MESSAGES.tooManyLogos);
  if (ids.length > 0) {
    const found = await db
      .select({ id: files.id, mimeType: files.mimeType })
      .from(files)
      .where(inArray(files.id, ids));
    if (found.length !== ids.length) throw invalid("LOGO_NOT_FOUND", MESSAGES.logoNotFound);
    if (found.some((file) => !file.mimeType.startsWith("image/"))) {
      throw invalid("LOGO_NOT_IMAGE", MESSAGES.logoNotImage);
    }
  }
  // Removed logos are only unlinked: their files stay, like any other upload.
  await db.delete(triangleCompanyLogos).where(eq(triangleCompanyLogos.triangleCompanyId, companyId));
  if (ids.length > 0) {
    await db
      .insert(triangleCompanyLogos)
      .values(ids.map((fileId, position) => ({ triangleCompanyId: companyId, fileId, position })));
  }
}

async function reload(db: DbOrTx, id: number): Promise<TriangleCompanyDetail> {
  const company = await getTriangleCompany(db, id);
  if (!company) throw new DomainError("TRIANGLE_COMPANY_NOT_FOUND", MESSAGES.notFound, "notFound");
  return company;
}

export async function createTriangleCompany(
  db: Db,
  input: NewTriangleCompany,
): Promise<TriangleCompanyDetail> {
  if (!input.address) throw invalid("ADDRESS_REQUIRED", MESSAGES.addressRequired);
  const columns = normalizeCompanyColumns(input);
  const { name, siret, phone, email } = columns;
  if (name === undefined || siret === undefined || phone === undefined || email === undefined) {
    throw invalid("FIELDS_REQUIRED", "Le nom, le SIRET, le téléphone et l'e-mail sont obligatoires.");
  }
  assertVatMatchesSiret(columns.tvaNumber ?? "", siret);
  return db.transaction(async (tx) => {
    await assertUnique(tx, columns, null);
    const addressId = await saveAddress(tx, null, input.address, "france");
    const code = columns.code ?? (await freeCode(tx, name));
    const [row] = await tx
      .insert(triangleCompanies)
      .values({ ...columns, name, siret, phone, email, code, addressId })
      .returning({ id: triangleCompanies.id });
    if (!row) throw new Error("triangle company insert returned nothing");
    if (input.logoFileIds) await replaceLogos(tx, row.id, input.logoFileIds);
    return reload(tx, row.id);
  });
}

/** Changes only the fields sent: no address means the address is kept, no logos the logos. */
export async function updateTriangleCompany(
  db: Db,
  id: number,
  input: TriangleCompanyFields,
): Promise<TriangleCompanyDetail> {
  const columns = normalizeCompanyColumns(input);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(triangleCompanies)
      .where(eq(triangleCompanies.id, id))
      .for("update");
    if (!existing) throw new DomainError("TRIANGLE_COMPANY_NOT_FOUND", MESSAGES.notFound, "notFound");
    assertVatMatchesSiret(columns.tvaNumber ?? existing.tvaNumber, columns.siret ?? existing.siret);
    await assertUnique(tx, columns, id);
    const addressId = input.address
      ? await saveAddress(tx, existing.addressId, input.address, "france")
      : existing.addressId;
    await tx
      .update(triangleCompanies)
      .set({ ...columns, addressId, updatedAt: new Date() })
      .where(eq(triangleCompanies.id, id));
    if (input.logoFileIds) await replaceLogos(tx, id, input.logoFileIds);
    return reload(tx, id);
  });
}
