import { credits } from "@tronc/db";
import { toParisDate } from "@tronc/domain";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { creditRecipientHeader } from "./recipient";
import { refreshCreditSearchText } from "./search-text";

export interface CreditCreation {
  triangleCompanyId: number;
  companyId: number;
}

/**
 * 'Ajouter un avoir': an empty draft (CREDIT_STATE_CREATED, no number) of the issuer to a customer it
 * may invoice, dated today in Paris, billed to the client's billing name and address.
 */
export async function createCredit(ctx: ServiceContext, input: CreditCreation): Promise<{ id: number }> {
  return inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    const header = await creditRecipientHeader(txCtx, input);
    const [row] = await tx
      .insert(credits)
      .values({
        triangleCompanyId: input.triangleCompanyId,
        companyId: input.companyId,
        state: "CREDIT_STATE_CREATED",
        ...header,
        creditDate: toParisDate(ctx.now),
        createdById: ctx.user.id,
        updatedById: ctx.user.id,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: credits.id });
    if (!row) throw new Error("credit insert returned nothing");
    await refreshCreditSearchText(tx, row.id);
    return { id: row.id };
  });
}
