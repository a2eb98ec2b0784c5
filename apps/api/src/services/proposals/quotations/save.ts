import { quotations, recommendations } from "@tronc/db";
import {
  assertCanAddQuotation,
  assertCanDeleteQuotation,
  assertQuotationTermsEditable,
  DEFAULT_QUOTATION_PAYMENT_MODE,
  domainError,
  parseAdvancePercent,
  parseQuotationPaymentMode,
  parseQuotationTitle,
  quotationStateOf,
  type TypedNumber,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { nextReference } from "../../shared/document-counter";
import { sanitizeRichText } from "../../shared/rich-text";
import { versionedUpdate } from "../../shared/versioned-update";
import { afterQuotationsChanged } from "./recommendation-link";
import {
  countQuotationDependants,
  lockQuotation,
  lockQuotationFields,
  QUOTATION_RECORD,
  QUOTATION_WIRE_NAMES,
  trimZeros,
} from "./rows";
import { getQuotation, type QuotationDetail } from "./views";

/** 'Ajouter un devis': issued by the recommendation's group company, numbered now, in its state. */
export async function createQuotation(
  ctx: ServiceContext,
  { recommendationId }: { recommendationId: number },
): Promise<{ id: number }> {
  return inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    const [recommendation] = await tx
      .select({
        id: recommendations.id,
        state: recommendations.state,
        issuer: recommendations.triangleCompanyId,
      })
      .from(recommendations)
      .where(eq(recommendations.id, recommendationId));
    if (!recommendation) {
      throw domainError("QUOTATION_RECOMMENDATION_NOT_FOUND", "notFound", {}, { field: "recommendationId" });
    }
    assertCanAddQuotation(recommendation.state);
    const reference = await nextReference(tx, "quotation", recommendation.issuer, ctx.now);
    const [row] = await tx
      .insert(quotations)
      .values({
        recommendationId,
        triangleCompanyId: recommendation.issuer,
        reference,
        state: quotationStateOf(recommendation.state),
        paymentMode: DEFAULT_QUOTATION_PAYMENT_MODE,
        advancePercent: "0",
        updatedById: ctx.user.id,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: quotations.id });
    if (!row) throw new Error("quotation insert returned nothing");
    await afterQuotationsChanged(tx, recommendationId);
    return { id: row.id };
  });
}

export interface QuotationUpdate {
  id: number;
  version: number;
  title?: string | null | undefined;
  advancePercent?: TypedNumber;
  paymentMode?: number | string | null | undefined;
  isRecurringPayment?: boolean | undefined;
  comment?: string | null | undefined;
}

/** The header's title and the additional information; absent keeps, null clears (title, comment). */
export async function updateQuotation(ctx: ServiceContext, input: QuotationUpdate): Promise<QuotationDetail> {
  const changes = {
    ...(input.title === undefined ? {} : { title: parseQuotationTitle(input.title ?? "") }),
    ...(input.advancePercent === undefined
      ? {}
      : { advancePercent: parseAdvancePercent(input.advancePercent) }),
    ...(input.paymentMode === undefined || input.paymentMode === null
      ? {}
      : { paymentMode: parseQuotationPaymentMode(input.paymentMode) }),
    ...(input.isRecurringPayment === undefined ? {} : { isRecurringPayment: input.isRecurringPayment }),
    ...(input.comment === undefined
      ? {}
      : { comment: input.comment === null ? null : sanitizeRichText(input.comment) }),
  };
  await inTransaction(ctx, async (txCtx) => {
    const locked = await lockQuotationFields(txCtx.db, input.id);
    const before = { ...locked, advancePercent: trimZeros(locked.advancePercent) };
    assertQuotationTermsEditable(
      locked.state,
      Object.entries(changes).flatMap(([field, value]) =>
        value === before[field as keyof typeof changes] ? [] : [field],
      ),
    );
    await versionedUpdate(txCtx, QUOTATION_RECORD, {
      id: input.id,
      version: input.version,
      values: changes,
      before,
      wireNames: QUOTATION_WIRE_NAMES,
    });
    if (changes.title !== undefined) await afterQuotationsChanged(txCtx.db, before.recommendationId);
  });
  return getQuotation(ctx, { id: input.id });
}

/** Deleted from its header only when it has no lines and no purchases (spec §5). */
export async function deleteQuotation(ctx: ServiceContext, { id }: { id: number }): Promise<{ id: number }> {
  await inTransaction(ctx, async ({ db: tx }) => {
    const quotation = await lockQuotation(tx, id);
    assertCanDeleteQuotation(await countQuotationDependants(tx, id));
    await tx.delete(quotations).where(eq(quotations.id, id));
    await afterQuotationsChanged(tx, quotation.recommendationId);
  });
  return { id };
}
