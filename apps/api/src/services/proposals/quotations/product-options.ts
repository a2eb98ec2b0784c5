import { triangleProductCompanies, triangleProductExpenses, triangleProducts, vatRates } from "@tronc/db";
import type { Unity } from "@tronc/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import { type GroupProductExpenseView, loadExpenses } from "../../catalogue/group-products/views";
import type { ServiceContext } from "../../shared/context";
import { findQuotation, trimZeros } from "./rows";

/** A product the picker offers, with its linked purchases and their supplier offers. */
export interface QuotationProductOption {
  id: number;
  name: string;
  reference: string;
  description: string;
  priceCents: number;
  unity: Unity;
  /** The VAT percentage as a decimal string ('5.5'). */
  vatRate: string;
  linkedPurchases: GroupProductExpenseView[];
}

/** 'Ajouter un produit': the enabled products the quotation's group company sells, by name. */
export async function quotationProductOptions(
  ctx: ServiceContext,
  { quotationId }: { quotationId: number },
): Promise<QuotationProductOption[]> {
  const quotation = await findQuotation(ctx.db, quotationId);
  const rows = await ctx.db
    .select({
      id: triangleProducts.id,
      name: triangleProducts.name,
      reference: triangleProducts.reference,
      description: triangleProducts.description,
      priceCents: triangleProducts.priceCents,
      unity: triangleProducts.unity,
      vatRate: vatRates.rate,
    })
    .from(triangleProducts)
    .innerJoin(vatRates, eq(vatRates.id, triangleProducts.vatRateId))
    .innerJoin(triangleProductCompanies, eq(triangleProductCompanies.triangleProductId, triangleProducts.id))
    .where(
      and(
        eq(triangleProductCompanies.triangleCompanyId, quotation.triangleCompanyId),
        eq(triangleProducts.isEnabled, true),
      ),
    )
    .orderBy(asc(triangleProducts.name), asc(triangleProducts.id))
    .limit(10_000);
  const ids = rows.map((row) => row.id);
  const expenses =
    ids.length === 0 ? [] : await loadExpenses(ctx, inArray(triangleProductExpenses.triangleProductId, ids));
  return rows.map((row) => ({
    ...row,
    description: row.description ?? "",
    vatRate: trimZeros(row.vatRate),
    linkedPurchases: expenses.filter((expense) => expense.triangleProductId === row.id),
  }));
}
