import { creditLines, credits } from "@tronc/db";
import { assertCanDeleteCredit } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { lockCredit } from "./rows";

/** 'L'avoir est bien effacé': a draft only, its lines first. Nothing can be drawn on a draft. */
export async function deleteCredit(ctx: ServiceContext, { id }: { id: number }): Promise<{ id: number }> {
  await inTransaction(ctx, async ({ db: tx }) => {
    const { credit } = await lockCredit(tx, id);
    assertCanDeleteCredit(credit.state);
    await tx.delete(creditLines).where(eq(creditLines.creditId, id));
    await tx.delete(credits).where(eq(credits.id, id));
  });
  return { id };
}
