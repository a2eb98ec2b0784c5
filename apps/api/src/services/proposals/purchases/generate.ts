import {
  companies,
  purchaseOrders,
  quotationExpenses,
  quotationSupplierProducts,
  quotations,
  recommendations,
} from "@tronc/db";
import {
  domainError,
  linkedPurchaseQuantity,
  purchaseTitleFor,
  readPurchaseQuantity,
  toCents,
} from "@tronc/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { requireActiveSupplier } from "./expenses";
import { requireOffer } from "./offers";
import { refreshExpenseTotals } from "./totals";
import { listPurchasesOfQuotation, type PurchaseView } from "./views";

/** One linked purchase of a group product put on a quotation, with the supplier chosen for it. */
export interface LinkedPurchaseChoice {
  productTypeId: number;
  supplierId: number;
  /** Quantity of the product type bought per unit sold (the linked purchase's quantity). */
  quantity: string;
}

export interface GeneratePurchaseLinesInput {
  quotationId: number;
  /** The sold product's name, for the purchase's title. */
  productName: string;
  /** Units sold on the quotation line (a decimal string). */
  quantity: string;
  expenses: LinkedPurchaseChoice[];
}

async function quotationWithClient(tx: ServiceContext["db"], quotationId: number) {
  const [row] = await tx
    .select({ id: quotations.id, clientName: companies.name })
    .from(quotations)
    .innerJoin(recommendations, eq(recommendations.id, quotations.recommendationId))
    .innerJoin(companies, eq(companies.id, recommendations.companyId))
    .where(eq(quotations.id, quotationId))
    .for("update", { of: quotations });
  if (!row) throw domainError("QUOTATION_EXPENSE_QUOTATION_NOT_FOUND", "notFound");
  return row;
}

/** The quotation's oldest purchase from this supplier that has no purchase order yet, or a new one. */
async function purchaseFor(
  tx: ServiceContext["db"],
  quotationId: number,
  supplierId: number,
  title: string,
): Promise<number> {
  const [open] = await tx
    .select({ id: quotationExpenses.id })
    .from(quotationExpenses)
    .leftJoin(purchaseOrders, eq(purchaseOrders.quotationExpenseId, quotationExpenses.id))
    .where(
      and(
        eq(quotationExpenses.quotationId, quotationId),
        eq(quotationExpenses.supplierId, supplierId),
        isNull(purchaseOrders.id),
      ),
    )
    .orderBy(asc(quotationExpenses.id))
    .limit(1);
  if (open) return open.id;
  const [created] = await tx
    .insert(quotationExpenses)
    .values({ quotationId, supplierId, title })
    .returning({ id: quotationExpenses.id });
  if (!created) throw new Error("quotation expense insert returned nothing");
  return created.id;
}

/**
 * Creates the purchase lines a sold group product needs, priced from the chosen suppliers' offers,
 * in the caller's transaction (the quotation line and its purchases are written together).
 * Owned by the purchases area; the quotation lines call it.
 */
export async function generatePurchaseLines(
  txCtx: ServiceContext,
  input: GeneratePurchaseLinesInput,
): Promise<void> {
  const tx = txCtx.db;
  const sold = readPurchaseQuantity(input.quantity);
  const quotation = await quotationWithClient(tx, input.quotationId);
  const title = purchaseTitleFor(quotation.clientName, input.productName);
  const touched = new Set<number>();
  for (const choice of input.expenses) {
    await requireActiveSupplier(tx, choice.supplierId, "expenses");
    const offer = await requireOffer(tx, choice.supplierId, choice.productTypeId, "expenses");
    const expenseId = await purchaseFor(tx, quotation.id, choice.supplierId, title);
    await tx.insert(quotationSupplierProducts).values({
      quotationExpenseId: expenseId,
      productTypeId: choice.productTypeId,
      name: offer.productTypeName,
      // Read again: the product stays within what a quantity may be (above zero, numeric(12, 3)).
      quantity: readPurchaseQuantity(
        linkedPurchaseQuantity(sold, readPurchaseQuantity(choice.quantity, "expenses")),
        "expenses",
      ),
      unity: offer.unity,
      unitPriceCents: toCents(offer.priceHtCents),
      vatRate: offer.vatRate,
      deliveryDays: offer.deliveryDays,
    });
    touched.add(expenseId);
  }
  for (const expenseId of touched) await refreshExpenseTotals(tx, expenseId);
}

/** `POST /api/compta/quotation_expenses-generate`: the same, in its own transaction; answers the purchases. */
export async function generatePurchaseLinesAlone(
  ctx: ServiceContext,
  input: GeneratePurchaseLinesInput,
): Promise<PurchaseView[]> {
  await inTransaction(ctx, (txCtx) => generatePurchaseLines(txCtx, input));
  return listPurchasesOfQuotation(ctx, { quotationId: input.quotationId });
}
