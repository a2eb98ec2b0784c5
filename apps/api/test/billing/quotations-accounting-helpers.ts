import { companies, type Db, quotations } from "@tronc/db";
import type { QuotationState } from "@tronc/domain";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { refreshRecommendationSearchText } from "../../src/services/proposals/recommendations/search-text";
import type { LineInput } from "../proposals/proposal-fixtures";
import { insertAcceptedQuotation, type TestQuotation } from "./invoicing-fixtures";

/** 1 × 1 000,00 HT at 20 %: HT 1 000,00, VAT 200,00, TTC 1 200,00 (by hand). */
export const THOUSAND_LINES: LineInput[] = [
  { name: "Location", quantity: "1", unitPriceCents: toCents(100_000), vatRate: "20" },
];

/** An accepted quotation dressed for the list: state, creation instant, recurring, factor client, searchable. */
export async function insertListedQuotation(
  db: Db,
  options: {
    issuerId: number;
    clientName: string;
    createdAt: string;
    lines?: LineInput[];
    state?: QuotationState;
    recurring?: boolean;
    factor?: boolean;
    title?: string;
  },
): Promise<TestQuotation> {
  const quotation = await insertAcceptedQuotation(db, {
    issuerId: options.issuerId,
    clientName: options.clientName,
    lines: options.lines,
    title: options.title,
  });
  await db
    .update(quotations)
    .set({
      createdAt: new Date(options.createdAt),
      isRecurringPayment: options.recurring ?? false,
      ...(options.state ? { state: options.state } : {}),
    })
    .where(eq(quotations.id, quotation.quotationId));
  if (options.factor)
    await db.update(companies).set({ isFactor: true }).where(eq(companies.id, quotation.companyId));
  await refreshRecommendationSearchText(db, quotation.recommendationId);
  return quotation;
}
