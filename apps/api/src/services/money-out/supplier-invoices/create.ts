import { supplierInvoices } from "@tronc/db";
import { assertCanEditSupplierInvoice, domainError } from "@tronc/domain";
import { inTransaction, type ServiceContext } from "../../shared/context";
import {
  assertAttachablePdf,
  assertSupplierInvoiceValues,
  columnsOf,
  readSupplierInvoiceFields,
  type SupplierInvoiceFields,
} from "./fields";
import { linkOrderInTransaction } from "./orders";
import { lockSupplierInvoice } from "./payments/rows";
import { refreshSupplierInvoiceSettlement } from "./payments/settlement";
import { assertInvoiceNumberFree, findSupplier, withNumberGuard } from "./rows";
import { refreshSupplierInvoiceSearchText } from "./search-text";
import { getSupplierInvoice, type SupplierInvoiceDetail } from "./view";

export interface SupplierInvoiceCreate extends SupplierInvoiceFields {
  supplierId?: number | null | undefined;
  /** Decision 6: the order the modal was opened from, linked at once. */
  purchaseOrderId?: number | null | undefined;
}

/**
 * 'Enregistrement d'une facture fournisseur': the supplier first; with the PDF, every field typed
 * from it (spec §5); VAT within the TTC; a number the supplier has not used yet (decision 4). The
 * invoice starts 'En cours' with its TTC left to pay, and the order, if any, is linked in the same
 * transaction: any refusal writes nothing.
 */
export async function createSupplierInvoice(
  ctx: ServiceContext,
  input: SupplierInvoiceCreate,
): Promise<SupplierInvoiceDetail> {
  assertCanEditSupplierInvoice(ctx.user);
  const supplierId = input.supplierId;
  if (supplierId == null)
    throw domainError("SUPPLIER_INVOICE_SUPPLIER_REQUIRED", "invalid", {}, { field: "supplierId" });
  const values = readSupplierInvoiceFields(input, null);
  assertSupplierInvoiceValues(values, null);
  const numbered = { supplierId, invoiceNumber: values.invoiceNumber, exceptId: null };
  const id = await withNumberGuard(ctx.db, numbered, () =>
    inTransaction(ctx, async (txCtx) => {
      const { db: tx, user, now } = txCtx;
      await findSupplier(tx, supplierId);
      if (values.fileId !== null) await assertAttachablePdf(txCtx, values.fileId);
      await assertInvoiceNumberFree(tx, numbered);
      const [row] = await tx
        .insert(supplierInvoices)
        .values({
          ...columnsOf(values),
          supplierId,
          state: "STATE_PENDING",
          createdById: user.id,
          updatedById: user.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: supplierInvoices.id });
      if (!row) throw new Error("supplier invoice insert returned nothing");
      await refreshSupplierInvoiceSettlement(tx, row.id, user.id);
      if (input.purchaseOrderId != null) {
        await linkOrderInTransaction(txCtx, await lockSupplierInvoice(tx, row.id), input.purchaseOrderId);
      }
      await refreshSupplierInvoiceSearchText(tx, row.id);
      return row.id;
    }),
  );
  return getSupplierInvoice(ctx, { id });
}
