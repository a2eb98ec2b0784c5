import { quotations } from "@tronc/db";
import { assertQuotationClosable } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { lockQuotation, touchQuotation } from "../../../services/proposals/quotations/rows";
import { logChanges } from "../../../services/shared/audit";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";
import { type AccountingQuotationDetail, getAccountingQuotation } from "./detail";

/**
 * 'Clôturer le devis': the quotation moves to DONE (DESIGN §10), by hand, audited. Invoicing no longer
 * moves it; only partial invoices stay possible (recurring billing).
 */
export async function closeQuotation(
  ctx: ServiceContext,
  input: { id: number },
): Promise<AccountingQuotationDetail> {
  await inTransaction(ctx, async (txCtx) => {
    const quotation = await lockQuotation(txCtx.db, input.id);
    assertQuotationClosable(quotation.state);
    await txCtx.db
      .update(quotations)
      .set({ state: "QUOTATION_STATE_DONE" })
      .where(eq(quotations.id, input.id));
    await logChanges(txCtx.db, { type: "quotation", id: input.id }, txCtx.user.id, [
      { field: "state", from: quotation.state, to: "QUOTATION_STATE_DONE" },
    ]);
    await touchQuotation(txCtx, input.id);
  });
  return getAccountingQuotation(ctx, input);
}
