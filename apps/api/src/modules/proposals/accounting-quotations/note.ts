import { quotations } from "@tronc/db";
import { eq } from "drizzle-orm";
import { lockQuotation, touchQuotation } from "../../../services/proposals/quotations/rows";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";
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
    await lockQuotation(txCtx.db, input.id);
    if (Object.keys(changes).length > 0) {
      await txCtx.db.update(quotations).set(changes).where(eq(quotations.id, input.id));
    }
    await touchQuotation(txCtx, input.id);
  });
  return getAccountingQuotation(ctx, { id: input.id });
}
