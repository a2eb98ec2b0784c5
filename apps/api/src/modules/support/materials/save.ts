import { type DbOrTx, materials, triangleCompanies, users } from "@tronc/db";
import {
  domainError,
  type MaterialSecretChanges,
  type MaterialSecretField,
  type MaterialType,
  type MaterialValues,
  readMaterial,
  type SavedMaterial,
} from "@tronc/domain";
import { and, eq, ne } from "drizzle-orm";
import { mayUseBackOffice } from "../../../auth/session-user";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";
import { isUniqueViolation } from "../../../services/shared/unique-violation";
import { type VersionedEntity, versionedUpdate } from "../../../services/shared/versioned-update";
import type { MaterialCreateInput, MaterialUpdateInput } from "./contract";
import { findMaterial, materialTypeOf, materialViewOf, savedMaterial } from "./rows";
import { encryptSecret } from "./secret-box";
import type { MaterialView } from "./views";

const SECRET_COLUMNS = {
  phonePassword: "phonePasswordSecret",
  pinCode: "pinCodeSecret",
  googlePassword: "googlePasswordSecret",
  rustdeskPass: "rustdeskPassSecret",
} as const satisfies Record<MaterialSecretField, keyof typeof materials.$inferSelect>;

export const secretColumnOf = (field: MaterialSecretField) => SECRET_COLUMNS[field];

type SecretColumns = Partial<Record<(typeof SECRET_COLUMNS)[MaterialSecretField], string | null>>;

/** Each code sent, encrypted (or cleared); a code to store without a server key is refused. */
function encryptedColumns(changes: MaterialSecretChanges, key: Buffer | undefined): SecretColumns {
  const columns: SecretColumns = {};
  for (const [field, plain] of Object.entries(changes) as [MaterialSecretField, string | null][]) {
    if (plain !== null && !key) throw domainError("MATERIAL_SECRETS_KEY_MISSING", "rule", {}, { field });
    columns[SECRET_COLUMNS[field]] = plain === null || !key ? null : encryptSecret(key, plain);
  }
  return columns;
}

/** The group company and the holder, when they change: an active company, an active group user. */
async function assertReferences(tx: DbOrTx, values: MaterialValues, before: MaterialValues | undefined) {
  if (values.triangleOwnerId !== before?.triangleOwnerId) {
    const [company] = await tx
      .select({ id: triangleCompanies.id })
      .from(triangleCompanies)
      .where(and(eq(triangleCompanies.id, values.triangleOwnerId), eq(triangleCompanies.isActive, true)));
    if (!company) {
      const params = { id: values.triangleOwnerId };
      throw domainError("MATERIAL_OWNER_COMPANY_UNKNOWN", "invalid", params, { field: "triangleOwnerId" });
    }
  }
  if (values.ownerUserId !== null && values.ownerUserId !== before?.ownerUserId) {
    const [person] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, values.ownerUserId), mayUseBackOffice));
    if (!person) {
      const params = { id: values.ownerUserId };
      throw domainError("MATERIAL_OWNER_USER_INVALID", "invalid", params, { field: "ownerUserId" });
    }
  }
}

/** IMEI 1 names one phone: said in French before the unique index would refuse it. */
async function assertImeiFree(tx: DbOrTx, imei1: string | null, id: number | null) {
  if (imei1 === null) return;
  const [other] = await tx
    .select({ id: materials.id })
    .from(materials)
    .where(id === null ? eq(materials.imei1, imei1) : and(eq(materials.imei1, imei1), ne(materials.id, id)));
  if (other) imeiTaken(imei1, other.id);
}

function imeiTaken(imei1: string, id: number | string): never {
  throw domainError("MATERIAL_IMEI_TAKEN", "conflict", { value: imei1, id }, { field: "imei1" });
}

/** Two saves of one IMEI at once: the loser of the unique index gets the same French refusal. */
async function withImeiGuard<T>(
  db: DbOrTx,
  typed: string | null | undefined,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const imei1 = typed?.replace(/\D/g, "");
    if (!imei1 || !isUniqueViolation(error)) throw error;
    const [other] = await db.select({ id: materials.id }).from(materials).where(eq(materials.imei1, imei1));
    if (!other) throw error;
    return imeiTaken(imei1, other.id);
  }
}

async function readAndCheck(
  tx: DbOrTx,
  type: MaterialType,
  input: Omit<MaterialUpdateInput, "id" | "version">,
  saved: SavedMaterial | undefined,
  id: number | null,
) {
  const read = readMaterial(type, input, saved);
  await assertReferences(tx, read.values, saved?.values);
  await assertImeiFree(tx, read.values.imei1, id);
  return read;
}

/** 'Ajouter un matériel': checked whole, written in one transaction, codes encrypted. */
export async function createMaterial(
  ctx: ServiceContext,
  { type, ...input }: MaterialCreateInput,
  secretsKey: Buffer | undefined,
): Promise<MaterialView> {
  const row = await withImeiGuard(ctx.db, input.imei1, () =>
    inTransaction(ctx, async ({ db: tx, now }) => {
      const { values, secrets } = await readAndCheck(tx, type, input, undefined, null);
      const [inserted] = await tx
        .insert(materials)
        .values({ type, ...values, ...encryptedColumns(secrets, secretsKey), createdAt: now, updatedAt: now })
        .returning();
      if (!inserted) throw new Error("material insert returned nothing");
      return inserted;
    }),
  );
  return materialViewOf(ctx.db, row);
}

/** The material as a versioned record: 'Ce matériel', 'material' in the audit log. */
const MATERIAL_RECORD: VersionedEntity<typeof materials> = {
  table: materials,
  kind: "material",
  audit: "material",
};

/**
 * 'Enregistrer' in the modal, based on the version it read: absent fields and codes stay, '' clears;
 * the type never changes. The codes are written, never logged (only that one was changed).
 */
export async function updateMaterial(
  ctx: ServiceContext,
  { id, version, ...input }: MaterialUpdateInput,
  secretsKey: Buffer | undefined,
): Promise<MaterialView> {
  const row = await withImeiGuard(ctx.db, input.imei1, () =>
    inTransaction(ctx, async (txCtx) => {
      const tx = txCtx.db;
      const current = await findMaterial(tx, id, true);
      const saved = savedMaterial(current);
      const { values, secrets } = await readAndCheck(tx, materialTypeOf(current), input, saved, id);
      await versionedUpdate(txCtx, MATERIAL_RECORD, {
        id,
        version,
        values: { ...values, ...encryptedColumns(secrets, secretsKey) },
        before: current,
        audited: Object.keys(values),
      });
      return findMaterial(tx, id);
    }),
  );
  return materialViewOf(ctx.db, row);
}

/**
 * The card's switch: only the active flag changes. It names no version (it sets the flag the card
 * shows, whatever else changed), but it moves the version, so a modal opened before is told.
 */
export async function setMaterialActive(
  ctx: ServiceContext,
  input: { id: number; isActive: boolean },
): Promise<MaterialView> {
  const row = await inTransaction(ctx, async (txCtx) => {
    const current = await findMaterial(txCtx.db, input.id, true);
    await versionedUpdate(txCtx, MATERIAL_RECORD, {
      id: input.id,
      version: current.version,
      values: { isActive: input.isActive },
      before: current,
    });
    return findMaterial(txCtx.db, input.id);
  });
  return materialViewOf(ctx.db, row);
}
