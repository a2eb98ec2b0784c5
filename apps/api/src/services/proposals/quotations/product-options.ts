import { triangleProductExpenses } from "@tronc/db";
import { inArray } from "drizzle-orm";
import {
  type IssuerProductOption,
  issuerProductOptions,
} from "../../catalogue/group-products/issuer-products";
import { type GroupProductExpenseView, loadExpenses } from "../../catalogue/group-products/views";
import type { ServiceContext } from "../../shared/context";
import { findQuotation } from "./rows";

/** A product the picker offers, with its linked purchases and their supplier offers. */
export interface QuotationProductOption extends IssuerProductOption {
  linkedPurchases: GroupProductExpenseView[];
}

/** 'Ajouter un produit': the enabled products the quotation's group company sells, by name. */
export async function quotationProductOptions(
  ctx: ServiceContext,
  { quotationId }: { quotationId: number },
): Promise<QuotationProductOption[]> {
  const quotation = await findQuotation(ctx.db, quotationId);
  const rows = await issuerProductOptions(ctx.db, quotation.triangleCompanyId);
  const ids = rows.map((row) => row.id);
  const expenses =
    ids.length === 0 ? [] : await loadExpenses(ctx, inArray(triangleProductExpenses.triangleProductId, ids));
  return rows.map((row) => ({
    ...row,
    linkedPurchases: expenses.filter((expense) => expense.triangleProductId === row.id),
  }));
}
