import { quotationSupplierProductFees, quotationSupplierProducts } from "@tronc/db";
import {
  centsToEuroString,
  domainError,
  type PurchaseFeeInput,
  toCents,
  validatePurchaseFee,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { lockQuotation } from "./expenses";
import { refreshExpenseTotals } from "./totals";
import { getPurchaseFee, getPurchaseRow, type PurchaseFeeView } from "./views";

/** The line's purchase, locked after its quotation; 404 when the line does not exist. */
async function lockLinePurchase(tx: ServiceContext["db"], lineId: number, field?: string) {
  const [line] = await tx
    .select({ expenseId: quotationSupplierProducts.quotationExpenseId })
    .from(quotationSupplierProducts)
    .where(eq(quotationSupplierProducts.id, lineId));
  if (!line) throw domainError("PURCHASE_LINE_NOT_FOUND", "notFound", {}, field ? { field } : {});
  const expense = await getPurchaseRow(tx, line.expenseId);
  await lockQuotation(tx, expense.quotationId);
  await getPurchaseRow(tx, line.expenseId, { lock: true });
  return line.expenseId;
}

async function findFee(tx: ServiceContext["db"], id: number) {
  const [fee] = await tx
    .select()
    .from(quotationSupplierProductFees)
    .where(eq(quotationSupplierProductFees.id, id));
  if (!fee) throw domainError("PURCHASE_FEE_NOT_FOUND", "notFound");
  return fee;
}

/** A fee on a purchase line (delivery, packaging…): name, VAT (default 20), unit price, quantity (default 1). */
export async function createPurchaseFee(
  ctx: ServiceContext,
  input: PurchaseFeeInput & { quotationSupplierProductId: number },
): Promise<PurchaseFeeView> {
  const fields = validatePurchaseFee(input);
  const id = await inTransaction(ctx, async ({ db: tx }) => {
    const expenseId = await lockLinePurchase(tx, input.quotationSupplierProductId);
    const [row] = await tx
      .insert(quotationSupplierProductFees)
      .values({
        ...fields,
        unitPriceCents: toCents(fields.unitPriceCents),
        quotationSupplierProductId: input.quotationSupplierProductId,
      })
      .returning({ id: quotationSupplierProductFees.id });
    if (!row) throw new Error("purchase fee insert returned nothing");
    await refreshExpenseTotals(tx, expenseId);
    return row.id;
  });
  return getPurchaseFee(ctx, { id });
}

export async function updatePurchaseFee(
  ctx: ServiceContext,
  { id, ...input }: PurchaseFeeInput & { id: number },
): Promise<PurchaseFeeView> {
  await inTransaction(ctx, async ({ db: tx }) => {
    const expenseId = await lockLinePurchase(tx, (await findFee(tx, id)).quotationSupplierProductId);
    const fee = await findFee(tx, id);
    const keep = <T>(sent: T | undefined, current: T) => (sent === undefined ? current : sent);
    const fields = validatePurchaseFee({
      name: keep(input.name, fee.name),
      tva: keep(input.tva, fee.vatRate),
      unitPrice: keep(input.unitPrice, centsToEuroString(fee.unitPriceCents)),
      quantity: keep(input.quantity, fee.quantity),
    });
    await tx
      .update(quotationSupplierProductFees)
      .set({ ...fields, unitPriceCents: toCents(fields.unitPriceCents), updatedAt: ctx.now })
      .where(eq(quotationSupplierProductFees.id, id));
    await refreshExpenseTotals(tx, expenseId);
  });
  return getPurchaseFee(ctx, { id });
}

export async function deletePurchaseFee(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<{ id: number }> {
  return inTransaction(ctx, async ({ db: tx }) => {
    const expenseId = await lockLinePurchase(tx, (await findFee(tx, id)).quotationSupplierProductId);
    await findFee(tx, id);
    await tx.delete(quotationSupplierProductFees).where(eq(quotationSupplierProductFees.id, id));
    await refreshExpenseTotals(tx, expenseId);
    return { id };
  });
}
