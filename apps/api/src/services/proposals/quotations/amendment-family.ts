import { type DbOrTx, quotations } from "@tronc/db";
import type { AmendmentFamilyMember } from "@tronc/domain";
import { asc, eq, or } from "drizzle-orm";

export interface FamilyMemberRow extends AmendmentFamilyMember {
  recommendationId: number;
}

/** The original and all its amendments, the original first then by number. */
export async function loadAmendmentFamily(db: DbOrTx, originalId: number): Promise<FamilyMemberRow[]> {
  const rows = await db
    .select({
      id: quotations.id,
      reference: quotations.reference,
      amendmentNumber: quotations.amendmentNumber,
      state: quotations.state,
      recommendationId: quotations.recommendationId,
    })
    .from(quotations)
    .where(or(eq(quotations.id, originalId), eq(quotations.amendsQuotationId, originalId)))
    .orderBy(asc(quotations.id));
  return rows.sort((a, b) => (a.amendmentNumber ?? 0) - (b.amendmentNumber ?? 0));
}
