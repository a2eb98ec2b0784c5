import {
  type DbOrTx,
  files,
  purchaseOrders,
  quotationExpenses,
  quotationSupplierProducts,
  quotations,
  suppliers,
} from "@tronc/db";
import { assertPurchaseDeletable, domainError, readPurchaseTitle } from "@tronc/domain";
import { count, eq } from "drizzle-orm";
import { assertFilesReadable } from "../../core/files/file-access";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { refreshQuotationExpensesTotals } from "./totals";
import { getPurchase, getPurchaseRow, type PurchaseView } from "./views";

/** An active supplier (drafts are never offered), or a refusal on the supplier field. */
export async function requireActiveSupplier(db: DbOrTx, supplierId: number, field = "supplierId") {
  const [supplier] = await db
    .select({
      id: suppliers.id,
      name: suppliers.name,
      isActive: suppliers.isActive,
      isDraft: suppliers.isDraft,
    })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  if (!supplier || supplier.isDraft) {
    throw domainError("QUOTATION_EXPENSE_SUPPLIER_NOT_FOUND", "invalid", {}, { field });
  }
  if (!supplier.isActive) {
    throw domainError("QUOTATION_EXPENSE_SUPPLIER_INACTIVE", "rule", { supplier: supplier.name }, { field });
  }
  return supplier;
}

/** The quotation locked (a purchase added meanwhile waits), or 404. */
export async function lockQuotation(db: DbOrTx, quotationId: number) {
  const [quotation] = await db
    .select({ id: quotations.id })
    .from(quotations)
    .where(eq(quotations.id, quotationId))
    .for("update");
  if (!quotation) throw domainError("QUOTATION_EXPENSE_QUOTATION_NOT_FOUND", "notFound");
  return quotation;
}

export interface PurchaseCreate {
  quotationId: number;
  supplierId?: number | null | undefined;
  title?: string | null | undefined;
}

/** 'Ajouter un achat': a supplier (required, active) and a title longer than 3 characters. */
export async function createPurchase(ctx: ServiceContext, input: PurchaseCreate): Promise<PurchaseView> {
  const title = readPurchaseTitle(input.title);
  const id = await inTransaction(ctx, async ({ db: tx }) => {
    await lockQuotation(tx, input.quotationId);
    if (!input.supplierId) {
      throw domainError("QUOTATION_EXPENSE_SUPPLIER_REQUIRED", "invalid", {}, { field: "supplierId" });
    }
    await requireActiveSupplier(tx, input.supplierId);
    const [row] = await tx
      .insert(quotationExpenses)
      .values({ quotationId: input.quotationId, supplierId: input.supplierId, title })
      .returning({ id: quotationExpenses.id });
    if (!row) throw new Error("quotation expense insert returned nothing");
    return row.id;
  });
  return getPurchase(ctx, { id });
}

export interface PurchaseUpdate {
  id: number;
  title?: string | null | undefined;
  /** A PDF uploaded through /compta/recommandation/expense/pdf; null removes it. */
  supplierQuotationFileId?: number | null | undefined;
}

/** The title and the supplier quotation PDF; absent keeps, null removes the PDF. */
export async function updatePurchase(ctx: ServiceContext, input: PurchaseUpdate): Promise<PurchaseView> {
  const title = input.title === undefined ? undefined : readPurchaseTitle(input.title);
  await inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    await getPurchaseRow(tx, input.id, { lock: true });
    const fileId = input.supplierQuotationFileId;
    if (fileId !== undefined && fileId !== null) {
      await assertFilesReadable(txCtx, { fileIds: [fileId] });
      const [file] = await tx.select({ mimeType: files.mimeType }).from(files).where(eq(files.id, fileId));
      if (file?.mimeType !== "application/pdf") {
        throw domainError(
          "QUOTATION_EXPENSE_FILE_NOT_PDF",
          "invalid",
          {},
          { field: "supplierQuotationFileId" },
        );
      }
    }
    await tx
      .update(quotationExpenses)
      .set({
        ...(title === undefined ? {} : { title }),
        ...(fileId === undefined ? {} : { supplierQuotationFileId: fileId }),
        updatedAt: ctx.now,
      })
      .where(eq(quotationExpenses.id, input.id));
  });
  return getPurchase(ctx, { id: input.id });
}

/** §5: only without lines, supplier PDF and purchase order (422 otherwise). */
export async function deletePurchase(ctx: ServiceContext, { id }: { id: number }): Promise<{ id: number }> {
  return inTransaction(ctx, async ({ db: tx }) => {
    const current = await getPurchaseRow(tx, id);
    await lockQuotation(tx, current.quotationId);
    const expense = await getPurchaseRow(tx, id, { lock: true });
    const [lines] = await tx
      .select({ n: count() })
      .from(quotationSupplierProducts)
      .where(eq(quotationSupplierProducts.quotationExpenseId, id));
    const [order] = await tx
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.quotationExpenseId, id));
    assertPurchaseDeletable({
      lines: lines?.n ?? 0,
      hasSupplierFile: expense.supplierQuotationFileId !== null,
      hasPurchaseOrder: order !== undefined,
    });
    await tx.delete(quotationExpenses).where(eq(quotationExpenses.id, id));
    await refreshQuotationExpensesTotals(tx, expense.quotationId);
    return { id };
  });
}
