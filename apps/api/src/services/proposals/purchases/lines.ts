import { quotationSupplierProducts } from "@tronc/db";
import {
  centsToEuroString,
  domainError,
  type PurchaseLineInput,
  toCents,
  validatePurchaseLine,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { lockQuotation } from "./expenses";
import { requireOffer } from "./offers";
import { refreshExpenseTotals } from "./totals";
import { getPurchaseLine, getPurchaseRow, type PurchaseLineView } from "./views";

export interface PurchaseLineSave extends PurchaseLineInput {
  productTypeId?: number | null | undefined;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

const columnsOf = (fields: ReturnType<typeof validatePurchaseLine>) => ({
  ...fields,
  unitPriceCents: toCents(fields.unitPriceCents),
});

/** Locks the quotation then the purchase (the order every writer of a quotation's amounts follows). */
async function lockPurchase(tx: ServiceContext["db"], quotationExpenseId: number) {
  const expense = await getPurchaseRow(tx, quotationExpenseId);
  await lockQuotation(tx, expense.quotationId);
  return getPurchaseRow(tx, quotationExpenseId, { lock: true });
}

/**
 * 'Ajouter un produit': a product type the purchase's supplier offers (422 naming both otherwise);
 * name, price, VAT, unit and delivery come from the offer unless sent, then the §9 defaults.
 */
export async function createPurchaseLine(
  ctx: ServiceContext,
  input: PurchaseLineSave & { quotationExpenseId: number },
): Promise<PurchaseLineView> {
  const id = await inTransaction(ctx, async ({ db: tx }) => {
    const expense = await lockPurchase(tx, input.quotationExpenseId);
    if (!input.productTypeId) {
      throw domainError("PURCHASE_LINE_PRODUCT_TYPE_REQUIRED", "invalid", {}, { field: "productTypeId" });
    }
    const offer = await requireOffer(tx, expense.supplierId, input.productTypeId);
    const fields = validatePurchaseLine({
      ...input,
      name: isEmpty(input.name) ? offer.productTypeName : input.name,
      unitPrice: isEmpty(input.unitPrice) ? centsToEuroString(offer.priceHtCents) : input.unitPrice,
      tva: isEmpty(input.tva) ? offer.vatRate : input.tva,
      unity: isEmpty(input.unity) ? offer.unity : input.unity,
      delivery: isEmpty(input.delivery) ? offer.deliveryDays : input.delivery,
    });
    const [row] = await tx
      .insert(quotationSupplierProducts)
      .values({ ...columnsOf(fields), quotationExpenseId: expense.id, productTypeId: input.productTypeId })
      .returning({ id: quotationSupplierProducts.id });
    if (!row) throw new Error("purchase line insert returned nothing");
    await refreshExpenseTotals(tx, expense.id);
    return row.id;
  });
  return getPurchaseLine(ctx, { id });
}

async function findLine(tx: ServiceContext["db"], id: number) {
  const [line] = await tx
    .select()
    .from(quotationSupplierProducts)
    .where(eq(quotationSupplierProducts.id, id));
  if (!line) throw domainError("PURCHASE_LINE_NOT_FOUND", "notFound");
  return line;
}

/** An edit of the line; absent fields keep their value, a changed product type must be offered. */
export async function updatePurchaseLine(
  ctx: ServiceContext,
  { id, ...input }: PurchaseLineSave & { id: number },
): Promise<PurchaseLineView> {
  await inTransaction(ctx, async ({ db: tx }) => {
    const expense = await lockPurchase(tx, (await findLine(tx, id)).quotationExpenseId);
    const line = await findLine(tx, id);
    const productTypeId = input.productTypeId ?? line.productTypeId;
    if (input.productTypeId && input.productTypeId !== line.productTypeId) {
      await requireOffer(tx, expense.supplierId, input.productTypeId);
    }
    const keep = <T>(sent: T | undefined, current: T) => (sent === undefined ? current : sent);
    const fields = validatePurchaseLine({
      name: keep(input.name, line.name),
      description: keep(input.description, line.description),
      quantity: keep(input.quantity, line.quantity),
      unitPrice: keep(input.unitPrice, centsToEuroString(line.unitPriceCents)),
      tva: keep(input.tva, line.vatRate),
      discount: keep(input.discount, line.discountPercent),
      unity: keep(input.unity, line.unity),
      delivery: keep(input.delivery, line.deliveryDays),
    });
    await tx
      .update(quotationSupplierProducts)
      .set({ ...columnsOf(fields), productTypeId, updatedAt: ctx.now })
      .where(eq(quotationSupplierProducts.id, id));
    await refreshExpenseTotals(tx, expense.id);
  });
  return getPurchaseLine(ctx, { id });
}

/** After 'Etes-vous sûr de vouloir supprimer cette ligne ? …': the line and its fees. */
export async function deletePurchaseLine(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<{ id: number }> {
  return inTransaction(ctx, async ({ db: tx }) => {
    const expense = await lockPurchase(tx, (await findLine(tx, id)).quotationExpenseId);
    await findLine(tx, id);
    await tx.delete(quotationSupplierProducts).where(eq(quotationSupplierProducts.id, id));
    await refreshExpenseTotals(tx, expense.id);
    return { id };
  });
}
