import { lockQuotationFields, QUOTATION_RECORD } from "../../../services/proposals/quotations/rows";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";
import { versionedUpdate } from "../../../services/shared/versioned-update";
import type { QuotationNoteInput } from "./contract";
import { type AccountingQuotationDetail, getAccountingQuotation } from "./detail";

/**
 * The side panel's 'Enregistrer': the internal comment and 'Paiement récurrent', whatever the
 * quotation's state (neither prints nor changes an amount).
 */
export async function updateQuotationNote(
  ctx: ServiceContext,
  input: QuotationNoteInput,
): Promise<AccountingQuotationDetail> {
  const changes = {
    ...(input.internalComment === undefined ? {} : { internalComment: input.internalComment }),
    ...(input.isRecurringPayment === undefined ? {} : { isRecurringPayment: input.isRecurringPayment }),
  };
  await inTransaction(ctx, async (txCtx) => {
    const before = await lockQuotationFields(txCtx.db, input.id);
    await versionedUpdate(txCtx, QUOTATION_RECORD, {
      id: input.id,
      version: input.version,
      values: changes,
      before,
    });
  });
  return getAccountingQuotation(ctx, { id: input.id });
}
