import { type DbOrTx, files, triangleCompanies, triangleCompanyLogos } from "@tronc/db";
import { companyCodeFromName, domainError } from "@tronc/domain";
import { and, eq, inArray, ne, type SQL } from "drizzle-orm";
import { assertFilesReadable } from "../../../services/core/files/file-access";
import { saveAddress } from "../../../services/shared/addresses";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";
import {
  assertVatMatchesSiret,
  MAX_LOGOS,
  normalizeCompanyColumns,
  type TriangleCompanyFields,
} from "./fields";
import { getTriangleCompany, type TriangleCompanyDetail } from "./queries";

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
    throw domainError("TRIANGLE_COMPANY_SIRET_TAKEN", "conflict", {}, { field: "siret" });
  }
  if (values.code && (await isTaken(db, eq(triangleCompanies.code, values.code), exceptId))) {
    throw domainError("TRIANGLE_COMPANY_CODE_TAKEN", "conflict", { code: values.code }, { field: "code" });
  }
}

/** The first free code derived from the name: 'TDI', then 'TDI2', 'TDI3'… */
async function freeCode(db: DbOrTx, name: string): Promise<string> {
  const base = companyCodeFromName(name);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base.slice(0, 5)}${n}`;
    if (!(await isTaken(db, eq(triangleCompanies.code, candidate), null))) return candidate;
  }
}

/** A logo is linked only from a file its editor may read (an upload of their own, or a file already public). */
async function replaceLogos(ctx: ServiceContext, companyId: number, fileIds: number[]) {
  const { db } = ctx;
  const ids = [...new Set(fileIds)];
  if (ids.length > MAX_LOGOS) throw domainError("TOO_MANY_LOGOS", "invalid", {}, { field: "logos" });
  await assertFilesReadable(ctx, { fileIds: ids });
  if (ids.length > 0) {
    const found = await db
      .select({ id: files.id, mimeType: files.mimeType })
      .from(files)
      .where(inArray(files.id, ids));
    if (found.length !== ids.length) throw domainError("LOGO_NOT_FOUND", "invalid", {}, { field: "logos" });
    if (found.some((file) => !file.mimeType.startsWith("image/"))) {
      throw domainError("LOGO_NOT_IMAGE", "invalid", {}, { field: "logos" });
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

export async function createTriangleCompany(
  ctx: ServiceContext,
  input: NewTriangleCompany,
): Promise<TriangleCompanyDetail> {
  if (!input.address) throw domainError("ADDRESS_REQUIRED", "invalid");
  const columns = normalizeCompanyColumns(input);
  const { name, siret, phone, email } = columns;
  if (name === undefined || siret === undefined || phone === undefined || email === undefined) {
    throw domainError("TRIANGLE_COMPANY_FIELDS_REQUIRED", "invalid");
  }
  assertVatMatchesSiret(columns.tvaNumber ?? "", siret);
  return inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    await assertUnique(tx, columns, null);
    const addressId = await saveAddress(tx, null, input.address, "france");
    const code = columns.code ?? (await freeCode(tx, name));
    const [row] = await tx
      .insert(triangleCompanies)
      .values({ ...columns, name, siret, phone, email, code, addressId })
      .returning({ id: triangleCompanies.id });
    if (!row) throw new Error("triangle company insert returned nothing");
    if (input.logoFileIds) await replaceLogos(txCtx, row.id, input.logoFileIds);
    return getTriangleCompany(txCtx, { id: row.id });
  });
}

/** Changes only the fields sent: no address means the address is kept, no logos the logos. */
export async function updateTriangleCompany(
  ctx: ServiceContext,
  { id, ...input }: TriangleCompanyFields & { id: number },
): Promise<TriangleCompanyDetail> {
  const columns = normalizeCompanyColumns(input);
  return inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    const [existing] = await tx
      .select()
      .from(triangleCompanies)
      .where(eq(triangleCompanies.id, id))
      .for("update");
    if (!existing) throw domainError("TRIANGLE_COMPANY_NOT_FOUND", "notFound");
    assertVatMatchesSiret(columns.tvaNumber ?? existing.tvaNumber, columns.siret ?? existing.siret);
    await assertUnique(tx, columns, id);
    const addressId = input.address
      ? await saveAddress(tx, existing.addressId, input.address, "france")
      : existing.addressId;
    await tx
      .update(triangleCompanies)
      .set({ ...columns, addressId, updatedAt: ctx.now })
      .where(eq(triangleCompanies.id, id));
    if (input.logoFileIds) await replaceLogos(txCtx, id, input.logoFileIds);
    return getTriangleCompany(txCtx, { id });
  });
}
