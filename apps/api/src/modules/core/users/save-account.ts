import { type DbOrTx, files, triangleCompanies, users, userTriangleCompanies } from "@tronc/db";
import { domainError } from "@tronc/domain";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { endSessionsAfterChange } from "../../../auth/account-sessions";
import { createUserAccount } from "../../../auth/create-user";
import { hashPassword } from "../../../auth/password";
import { assertFilesReadable } from "../../../services/core/files/file-access";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";
import { isUniqueViolation } from "../../../services/shared/unique-violation";
import { type VersionedEntity, versionedUpdate } from "../../../services/shared/versioned-update";
import { type IdentityInput, validateIdentity } from "./identity";
import { type AccountView, type Discr, findAccountRow, getAccount } from "./user-views";

/** The switches a super admin sets on an account; coaches use only the first ones. */
export interface AccountFlags {
  isActif?: boolean;
  isReceiveMailLead?: boolean;
  isReceiveAlert?: boolean;
  isReceiveRecoAcceptedEmail?: boolean;
  isCoachIA?: boolean;
  isSuperAdmin?: boolean;
  isCompta?: boolean;
  isReadAlert?: boolean;
  isLeaveAdmin?: boolean;
}

export interface AccountInput extends IdentityInput, AccountFlags {
  triangleCompanyIds?: number[];
  /** An uploaded image (POST /user/upload/picture → idFile); null removes the picture. */
  pictureFileId?: number | null;
}

const emailTaken = () => domainError("EMAIL_TAKEN", "conflict");

/** Two admins saving the same e-mail at once: the unique index settles it, the loser gets the 409. */
async function refusingDuplicateEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

async function assertCompaniesExist(db: DbOrTx, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: triangleCompanies.id })
    .from(triangleCompanies)
    .where(inArray(triangleCompanies.id, unique));
  if (found.length !== unique.length) throw domainError("UNKNOWN_TRIANGLE_COMPANY", "invalid");
  return unique;
}

/** A picture is linked only from a file its editor may read (an upload of their own, or a file already public). */
async function assertPicture(ctx: ServiceContext, fileId: number | null | undefined) {
  if (fileId === undefined || fileId === null) return;
  const { db } = ctx;
  await assertFilesReadable(ctx, { fileIds: [fileId] });
  const [file] = await db.select({ mimeType: files.mimeType }).from(files).where(eq(files.id, fileId));
  if (!file?.mimeType.startsWith("image/")) {
    throw domainError("PICTURE_NOT_IMAGE", "invalid");
  }
}

const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

function flagsOf(input: AccountFlags): AccountFlags {
  return definedOnly({
    isActif: input.isActif,
    isReceiveMailLead: input.isReceiveMailLead,
    isReceiveAlert: input.isReceiveAlert,
    isReceiveRecoAcceptedEmail: input.isReceiveRecoAcceptedEmail,
    isCoachIA: input.isCoachIA,
    isSuperAdmin: input.isSuperAdmin,
    isCompta: input.isCompta,
    isReadAlert: input.isReadAlert,
    isLeaveAdmin: input.isLeaveAdmin,
  });
}

export async function createAccount(
  ctx: ServiceContext,
  { discr, ...input }: AccountInput & { discr: Discr },
): Promise<AccountView> {
  const identity = validateIdentity(discr, input, true);
  return refusingDuplicateEmail(() =>
    inTransaction(ctx, async (txCtx) => {
      const tx = txCtx.db;
      const companyIds = await assertCompaniesExist(tx, input.triangleCompanyIds ?? []);
      await assertPicture(txCtx, input.pictureFileId);
      const id = await createUserAccount(tx, {
        discr,
        email: identity.email ?? "",
        name: identity.name ?? "",
        lastname: identity.lastname ?? "",
        phone: identity.phone ?? undefined,
        password: identity.password ?? "",
        triangleCompanyIds: companyIds,
      });
      const extra = { ...flagsOf(input), pictureFileId: input.pictureFileId ?? undefined };
      if (Object.values(extra).some((value) => value !== undefined)) {
        await tx.update(users).set(definedOnly(extra)).where(eq(users.id, id));
      }
      return getAccount(txCtx, { discr, id });
    }),
  );
}

/** An account (group user or coach) as a versioned record: 'Cet utilisateur', 'user' in the audit log. */
const ACCOUNT_RECORD: VersionedEntity<typeof users> = { table: users, kind: "user", audit: "user" };

/** An account's save, based on the version its screen read: absent fields keep their value. */
export async function updateAccount(
  ctx: ServiceContext,
  { discr, id, version, ...input }: AccountInput & { discr: Discr; id: number; version: number },
): Promise<AccountView> {
  const actor = ctx.user;
  const identity = validateIdentity(discr, input, false);
  return refusingDuplicateEmail(() =>
    inTransaction(ctx, async (txCtx) => {
      const tx = txCtx.db;
      const row = await findAccountRow(tx, discr, id);
      const flags = flagsOf(input);
      if (row.id === actor.id) {
        if (flags.isActif !== undefined && flags.isActif !== row.isActif) {
          throw domainError("OWN_ACTIVE_FLAG", "forbidden");
        }
        if (flags.isSuperAdmin === false && row.isSuperAdmin) {
          throw domainError("OWN_SUPER_ADMIN", "forbidden");
        }
      }
      if (identity.email !== undefined && identity.email !== row.email.toLowerCase()) {
        const [clash] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = ${identity.email}`, ne(users.id, id)));
        if (clash) throw emailTaken();
      }
      await assertPicture(txCtx, input.pictureFileId);
      if (input.triangleCompanyIds !== undefined) {
        const companyIds = await assertCompaniesExist(tx, input.triangleCompanyIds);
        await tx.delete(userTriangleCompanies).where(eq(userTriangleCompanies.userId, id));
        if (companyIds.length > 0) {
          await tx
            .insert(userTriangleCompanies)
            .values(companyIds.map((triangleCompanyId) => ({ userId: id, triangleCompanyId })));
        }
      }
      const { password, ...fields } = identity;
      const changes = {
        ...definedOnly(fields),
        ...flags,
        ...(input.pictureFileId !== undefined ? { pictureFileId: input.pictureFileId } : {}),
      };
      await versionedUpdate(txCtx, ACCOUNT_RECORD, {
        id,
        version,
        // The password is written, never logged (not even its hash).
        values: { ...changes, ...(password ? { passwordHash: await hashPassword(password) } : {}) },
        before: row,
        audited: Object.keys(changes),
      });
      await endSessionsAfterChange(tx, ctx, id, {
        passwordChanged: Boolean(password),
        deactivated: flags.isActif === false,
      });
      return getAccount(txCtx, { discr, id });
    }),
  );
}
