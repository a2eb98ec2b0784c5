import { auditLog, type DbOrTx } from "@tronc/db";

export type AuditEntity =
  | "lead"
  | "project"
  | "task"
  | "quotation"
  | "purchaseOrder"
  | "invoice"
  | "credit"
  | "forecastPayment"
  | "supplierInvoice"
  | "forecastItem"
  | "charge"
  | "forecastBankBalance"
  | "client"
  | "contact"
  | "supplier"
  | "material"
  | "user";

export interface FieldChange {
  field: string;
  from: string | number | null;
  to: string | number | null;
}

const asText = (value: string | number | null) => (value === null ? null : String(value));

/**
 * Writes the changes that really changed (from ≠ to) to the audit log, in the caller's transaction:
 * lead status, level, owner, assignee and callback, project state.
 */
export async function logChanges(
  db: DbOrTx,
  entity: { type: AuditEntity; id: number },
  userId: number | null,
  changes: FieldChange[],
  details?: Record<string, unknown>,
): Promise<void> {
  const rows = changes
    .filter((change) => asText(change.from) !== asText(change.to))
    .map((change) => ({
      entityType: entity.type,
      entityId: entity.id,
      field: change.field,
      fromValue: asText(change.from),
      toValue: asText(change.to),
      userId,
      details: details ?? null,
    }));
  if (rows.length > 0) await db.insert(auditLog).values(rows);
}
