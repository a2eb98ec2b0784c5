import { type DbOrTx, quotationExpenses, quotations, recommendations, tasks } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { PURCHASE_ORDER_QUOTATION_STATES, purchaseTaskStatusLabel, type QuotationState } from "@tronc/domain";
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";

/** A quotation of the lead's accepted recommendations, on the project detail (document 2 §4). */
export interface AcceptedQuotationView {
  id: number;
  reference: string;
  title: string;
  state: QuotationState;
  totalHtCents: Cents;
  totalTtcCents: Cents;
  printUrl: string;
  purchases: number;
  purchasesWithoutTask: number;
  /** 'Tâches d'achats générées' or 'N achat(s) sans tâche'. */
  purchaseTaskStatus: string;
}

/** The accepted (or later) quotations of the lead's accepted recommendations, oldest first. */
export async function acceptedQuotationsOfLead(
  db: DbOrTx,
  leadId: number | null,
): Promise<AcceptedQuotationView[]> {
  if (leadId === null) return [];
  const rows = await db
    .select({
      id: quotations.id,
      reference: quotations.reference,
      title: quotations.title,
      state: quotations.state,
      totalHtCents: quotations.totalHtCents,
      totalTtcCents: quotations.totalTtcCents,
    })
    .from(quotations)
    .innerJoin(recommendations, eq(recommendations.id, quotations.recommendationId))
    .where(
      and(
        eq(recommendations.leadId, leadId),
        eq(recommendations.state, "RECO_STATE_ACCEPTED"),
        inArray(quotations.state, [...PURCHASE_ORDER_QUOTATION_STATES]),
      ),
    )
    .orderBy(asc(quotations.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const purchaseCounts = await db
    .select({ quotationId: quotationExpenses.quotationId, n: count() })
    .from(quotationExpenses)
    .where(inArray(quotationExpenses.quotationId, ids))
    .groupBy(quotationExpenses.quotationId);
  const withoutTask = await db
    .select({ quotationId: quotationExpenses.quotationId, n: count() })
    .from(quotationExpenses)
    .leftJoin(tasks, eq(tasks.quotationExpenseId, quotationExpenses.id))
    .where(and(inArray(quotationExpenses.quotationId, ids), isNull(tasks.id)))
    .groupBy(quotationExpenses.quotationId);
  return rows.map((row) => {
    const missing = withoutTask.find((entry) => entry.quotationId === row.id)?.n ?? 0;
    return {
      ...row,
      printUrl: `/admin/print_quotation/${row.id}`,
      purchases: purchaseCounts.find((entry) => entry.quotationId === row.id)?.n ?? 0,
      purchasesWithoutTask: missing,
      purchaseTaskStatus: purchaseTaskStatusLabel(missing),
    };
  });
}
