import { type DbOrTx, quotationExpenses, quotationLines, quotations } from "@tronc/db";
import { assertQuotationLinesEditable, domainError, type QuotationState } from "@tronc/domain";
import { count, eq } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";
import { bumpVersion, type VersionedEntity } from "../../shared/versioned-update";

/** The quotation as a versioned record: 'Ce devis', 'quotation' in the audit log. */
export const QUOTATION_RECORD: VersionedEntity<typeof quotations> = {
  table: quotations,
  kind: "quotation",
  audit: "quotation",
};

export interface LockedQuotation {
  id: number;
  state: QuotationState;
  triangleCompanyId: number;
  recommendationId: number;
}

/** Reads a quotation (404 when there is none). */
export async function findQuotation(db: DbOrTx, id: number): Promise<LockedQuotation> {
  const [row] = await quotationQuery(db, id);
  if (!row) throw domainError("QUOTATION_NOT_FOUND", "notFound");
  return row;
}

/** Reads and locks a quotation for the rest of the transaction: its line changes happen one at a time. */
export async function lockQuotation(tx: DbOrTx, id: number): Promise<LockedQuotation> {
  const [row] = await quotationQuery(tx, id).for("update");
  if (!row) throw domainError("QUOTATION_NOT_FOUND", "notFound");
  return row;
}

function quotationQuery(db: DbOrTx, id: number) {
  return db
    .select({
      id: quotations.id,
      state: quotations.state,
      triangleCompanyId: quotations.triangleCompanyId,
      recommendationId: quotations.recommendationId,
    })
    .from(quotations)
    .where(eq(quotations.id, id));
}

/** Locks a quotation whose lines are about to change, refusing once its invoicing has begun. */
export async function lockQuotationForLines(tx: DbOrTx, id: number): Promise<LockedQuotation> {
  const quotation = await lockQuotation(tx, id);
  assertQuotationLinesEditable(quotation.state);
  return quotation;
}

/** A line or a purchase changed: the quotation's version, last change and author move with it. */
export async function touchQuotation(ctx: ServiceContext, id: number): Promise<void> {
  await bumpVersion(ctx, QUOTATION_RECORD, id);
}

export async function countQuotationDependants(db: DbOrTx, id: number) {
  const [lines] = await db
    .select({ n: count() })
    .from(quotationLines)
    .where(eq(quotationLines.quotationId, id));
  const [purchases] = await db
    .select({ n: count() })
    .from(quotationExpenses)
    .where(eq(quotationExpenses.quotationId, id));
  return { lineCount: lines?.n ?? 0, purchaseCount: purchases?.n ?? 0 };
}

/** numeric columns read as '2.500': views say '2.5'. */
export function trimZeros(value: string): string {
  return value.includes(".") ? value.replace(/\.?0+$/, "") : value;
}

/** The header's fields as they are before a save, the row locked (the audit log's 'from'). */
export async function lockQuotationFields(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      recommendationId: quotations.recommendationId,
      state: quotations.state,
      title: quotations.title,
      advancePercent: quotations.advancePercent,
      paymentMode: quotations.paymentMode,
      isRecurringPayment: quotations.isRecurringPayment,
      comment: quotations.comment,
      internalComment: quotations.internalComment,
    })
    .from(quotations)
    .where(eq(quotations.id, id))
    .for("update");
  if (!row) throw domainError("QUOTATION_NOT_FOUND", "notFound");
  return row;
}

/** Column keys whose tRPC input name differs (none today: the input names the columns). */
export const QUOTATION_WIRE_NAMES: Record<string, string> = {};
