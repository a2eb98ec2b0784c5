import { auditLog, users } from "@tronc/db";
import {
  domainError,
  isMaterialSecretField,
  MATERIAL_SECRET_LABELS,
  type MaterialSecretField,
} from "@tronc/domain";
import { and, desc, eq } from "drizzle-orm";
import { fullname } from "../../../auth/session-user";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";
import { findMaterial } from "./rows";
import { secretColumnOf } from "./save";
import { decryptSecret, SecretUnreadableError } from "./secret-box";
import type { MaterialRevealView } from "./views";

/** The audit log's words for a reveal: the material, and the code's name (never its value). */
export const REVEAL_AUDIT = { entityType: "material", field: "secret-reveal" } as const;

/**
 * 'Afficher' (super admins, checked by the router): the code in plain text, and the audit row that
 * says who saw which code when, written in the same transaction — no row, no code.
 */
export async function revealMaterialSecret(
  ctx: ServiceContext,
  input: { id: number; field: MaterialSecretField },
  secretsKey: Buffer | undefined,
): Promise<{ value: string }> {
  const label = MATERIAL_SECRET_LABELS[input.field];
  return inTransaction(ctx, async ({ db: tx, user, now }) => {
    const row = await findMaterial(tx, input.id);
    const stored = row[secretColumnOf(input.field)];
    if (stored === null) throw domainError("MATERIAL_SECRET_NOT_SET", "notFound", { label });
    if (!secretsKey) throw domainError("MATERIAL_SECRETS_KEY_MISSING", "rule");
    let value: string;
    try {
      value = decryptSecret(secretsKey, stored);
    } catch (error) {
      if (error instanceof SecretUnreadableError) {
        throw domainError("MATERIAL_SECRET_UNREADABLE", "rule", { label }, { field: input.field });
      }
      throw error;
    }
    await tx.insert(auditLog).values({
      ...REVEAL_AUDIT,
      entityId: row.id,
      toValue: input.field,
      userId: user.id,
      createdAt: now,
    });
    return { value };
  });
}

/** 'Consultations des codes': every reveal of the material's codes, newest first. */
export async function materialReveals(
  { db }: Pick<ServiceContext, "db">,
  input: { id: number },
): Promise<MaterialRevealView[]> {
  await findMaterial(db, input.id);
  const rows = await db
    .select({
      at: auditLog.createdAt,
      field: auditLog.toValue,
      name: users.name,
      lastname: users.lastname,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(
      and(
        eq(auditLog.entityType, REVEAL_AUDIT.entityType),
        eq(auditLog.entityId, input.id),
        eq(auditLog.field, REVEAL_AUDIT.field),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  return rows.flatMap((row) => {
    const field = row.field ?? "";
    if (!isMaterialSecretField(field)) return [];
    const userFullname =
      row.name === null ? "Utilisateur supprimé" : fullname({ name: row.name, lastname: row.lastname ?? "" });
    return [{ at: row.at.toISOString(), userFullname, field, fieldLabel: MATERIAL_SECRET_LABELS[field] }];
  });
}
