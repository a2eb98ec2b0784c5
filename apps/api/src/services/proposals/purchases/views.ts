import {
  addresses,
  companies,
  type DbOrTx,
  files,
  productTypes,
  purchaseOrders,
  quotationExpenses,
  quotationSupplierProductFees,
  quotationSupplierProducts,
  quotations,
  recommendations,
  supplierInvoices,
  suppliers,
} from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  canDeletePurchase,
  canGeneratePurchaseTask,
  decimalToString,
  domainError,
  type PurchaseOrderState,
  purchaseOrderQuotationState,
  purchaseTitlePlaceholder,
  toDecimal,
  type Unity,
  type VatDetail,
} from "@tronc/domain";
import { asc, eq, inArray, type SQL } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";
import { purchaseFeeRows } from "./line-rows";

export interface PurchaseFeeView {
  id: number;
  quotationSupplierProductId: number;
  name: string;
  vatRate: string;
  unitPriceCents: Cents;
  quantity: string;
  totalHtCents: Cents;
}

export interface PurchaseLineView {
  id: number;
  quotationExpenseId: number;
  productType: { id: number; name: string; isFood: boolean } | null;
  name: string;
  description: string;
  quantity: string;
  unity: Unity;
  unitPriceCents: Cents;
  vatRate: string;
  discountPercent: string;
  deliveryDays: number;
  baseHtCents: Cents;
  totalHtCents: Cents;
  /** The supplier invoice that paid the line ('Payé · {number}'; number empty while not typed). */
  supplierInvoice: { id: number; number: string } | null;
  fees: PurchaseFeeView[];
}

/** A supplier purchase of a quotation, as its section of the quotation block shows it. */
export interface PurchaseView {
  id: number;
  quotationId: number;
  title: string;
  supplier: { id: number; name: string; city: string };
  supplierQuotationFile: { id: number; filename: string; url: string; downloadUrl: string } | null;
  lines: PurchaseLineView[];
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
  detailTva: VatDetail[];
  purchaseOrder: { id: number; reference: string; state: PurchaseOrderState } | null;
  canDelete: boolean;
  canGenerateTask: boolean;
}

const exact = (value: string) => decimalToString(toDecimal(value));

const toFeeView = (fee: typeof quotationSupplierProductFees.$inferSelect): PurchaseFeeView => ({
  id: fee.id,
  quotationSupplierProductId: fee.quotationSupplierProductId,
  name: fee.name,
  vatRate: exact(fee.vatRate),
  unitPriceCents: fee.unitPriceCents,
  quantity: exact(fee.quantity),
  totalHtCents: fee.totalHtCents,
});

async function linesOf(db: DbOrTx, expenseIds: number[]): Promise<Map<number, PurchaseLineView[]>> {
  const byExpense = new Map<number, PurchaseLineView[]>();
  if (expenseIds.length === 0) return byExpense;
  const rows = await db
    .select({
      line: quotationSupplierProducts,
      type: { id: productTypes.id, name: productTypes.name, isFood: productTypes.isFood },
      paidByNumber: supplierInvoices.invoiceNumber,
    })
    .from(quotationSupplierProducts)
    .leftJoin(productTypes, eq(productTypes.id, quotationSupplierProducts.productTypeId))
    .leftJoin(supplierInvoices, eq(supplierInvoices.id, quotationSupplierProducts.paidBySupplierInvoiceId))
    .where(inArray(quotationSupplierProducts.quotationExpenseId, expenseIds))
    .orderBy(asc(quotationSupplierProducts.id));
  const feeRows = await purchaseFeeRows(
    db,
    rows.map((row) => row.line.id),
  );
  for (const { line, type, paidByNumber } of rows) {
    const list = byExpense.get(line.quotationExpenseId) ?? [];
    list.push({
      id: line.id,
      quotationExpenseId: line.quotationExpenseId,
      productType: type,
      name: line.name,
      description: line.description,
      quantity: exact(line.quantity),
      unity: line.unity,
      unitPriceCents: line.unitPriceCents,
      vatRate: exact(line.vatRate),
      discountPercent: exact(line.discountPercent),
      deliveryDays: line.deliveryDays,
      baseHtCents: line.baseHtCents,
      totalHtCents: line.totalHtCents,
      supplierInvoice:
        line.paidBySupplierInvoiceId === null
          ? null
          : { id: line.paidBySupplierInvoiceId, number: paidByNumber ?? "" },
      fees: feeRows.filter((fee) => fee.quotationSupplierProductId === line.id).map(toFeeView),
    });
    byExpense.set(line.quotationExpenseId, list);
  }
  return byExpense;
}

/** The purchases matching `where`, oldest first, with their lines, fees, file and purchase order. */
export async function loadPurchases(db: DbOrTx, where: SQL): Promise<PurchaseView[]> {
  const rows = await db
    .select({
      expense: quotationExpenses,
      supplier: { id: suppliers.id, name: suppliers.name },
      city: addresses.city,
      file: { id: files.id, filename: files.filename },
      order: { id: purchaseOrders.id, reference: purchaseOrders.reference, state: purchaseOrders.state },
      quotationState: quotations.state,
      recommendationState: recommendations.state,
    })
    .from(quotationExpenses)
    .innerJoin(suppliers, eq(suppliers.id, quotationExpenses.supplierId))
    .innerJoin(quotations, eq(quotations.id, quotationExpenses.quotationId))
    .innerJoin(recommendations, eq(recommendations.id, quotations.recommendationId))
    .leftJoin(addresses, eq(addresses.id, suppliers.addressId))
    .leftJoin(files, eq(files.id, quotationExpenses.supplierQuotationFileId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.quotationExpenseId, quotationExpenses.id))
    .where(where)
    .orderBy(asc(quotationExpenses.id));
  const lines = await linesOf(
    db,
    rows.map((row) => row.expense.id),
  );
  return rows.map(({ expense, supplier, city, file, order, quotationState, recommendationState }) => {
    const expenseLines = lines.get(expense.id) ?? [];
    return {
      id: expense.id,
      quotationId: expense.quotationId,
      title: expense.title,
      supplier: { ...supplier, city: city ?? "" },
      supplierQuotationFile: file
        ? { ...file, url: `/api/files/${file.id}`, downloadUrl: `/api/files/${file.id}/download` }
        : null,
      lines: expenseLines,
      totalHtCents: expense.totalHtCents,
      totalTvaCents: expense.totalTvaCents,
      totalTtcCents: expense.totalTtcCents,
      detailTva: expense.detailTva,
      purchaseOrder: order,
      canDelete: canDeletePurchase({
        lines: expenseLines.length,
        hasSupplierFile: file !== null,
        hasPurchaseOrder: order !== null,
      }),
      canGenerateTask:
        purchaseOrderQuotationState(quotationState) &&
        canGeneratePurchaseTask(recommendationState, order !== null),
    };
  });
}

export async function getPurchase(ctx: ServiceContext, { id }: { id: number }): Promise<PurchaseView> {
  const [view] = await loadPurchases(ctx.db, eq(quotationExpenses.id, id));
  if (!view) throw domainError("QUOTATION_EXPENSE_NOT_FOUND", "notFound");
  return view;
}

/** The purchases section of a quotation. */
export async function listPurchasesOfQuotation(
  ctx: ServiceContext,
  { quotationId }: { quotationId: number },
): Promise<PurchaseView[]> {
  const [quotation] = await ctx.db
    .select({ id: quotations.id })
    .from(quotations)
    .where(eq(quotations.id, quotationId));
  if (!quotation) throw domainError("QUOTATION_EXPENSE_QUOTATION_NOT_FOUND", "notFound");
  return loadPurchases(ctx.db, eq(quotationExpenses.quotationId, quotationId));
}

export async function getPurchaseLine(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<PurchaseLineView> {
  const [row] = await ctx.db
    .select({ expenseId: quotationSupplierProducts.quotationExpenseId })
    .from(quotationSupplierProducts)
    .where(eq(quotationSupplierProducts.id, id));
  const line = row
    ? (await linesOf(ctx.db, [row.expenseId])).get(row.expenseId)?.find((l) => l.id === id)
    : undefined;
  if (!line) throw domainError("PURCHASE_LINE_NOT_FOUND", "notFound");
  return line;
}

export async function listPurchaseLines(
  ctx: ServiceContext,
  { quotationExpenseId }: { quotationExpenseId: number },
): Promise<PurchaseLineView[]> {
  await getPurchaseRow(ctx.db, quotationExpenseId);
  return (await linesOf(ctx.db, [quotationExpenseId])).get(quotationExpenseId) ?? [];
}

export async function getPurchaseFee(ctx: ServiceContext, { id }: { id: number }): Promise<PurchaseFeeView> {
  const [fee] = await ctx.db
    .select()
    .from(quotationSupplierProductFees)
    .where(eq(quotationSupplierProductFees.id, id));
  if (!fee) throw domainError("PURCHASE_FEE_NOT_FOUND", "notFound");
  return toFeeView(fee);
}

/** The purchase row (locked when asked: its lines and fees change under the lock), or 404. */
export async function getPurchaseRow(db: DbOrTx, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(quotationExpenses).where(eq(quotationExpenses.id, id));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw domainError("QUOTATION_EXPENSE_NOT_FOUND", "notFound");
  return row;
}

/** The new purchase form's placeholder: the quotation's client, whose name starts the title. */
export async function purchaseTitleHint(
  ctx: ServiceContext,
  { quotationId }: { quotationId: number },
): Promise<{ clientName: string; placeholder: string }> {
  const [row] = await ctx.db
    .select({ clientName: companies.name })
    .from(quotations)
    .innerJoin(recommendations, eq(recommendations.id, quotations.recommendationId))
    .innerJoin(companies, eq(companies.id, recommendations.companyId))
    .where(eq(quotations.id, quotationId));
  if (!row) throw domainError("QUOTATION_EXPENSE_QUOTATION_NOT_FOUND", "notFound");
  return { clientName: row.clientName, placeholder: purchaseTitlePlaceholder(row.clientName) };
}
