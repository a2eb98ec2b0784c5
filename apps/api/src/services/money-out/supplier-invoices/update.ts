import { supplierInvoices } from "@tronc/db";
import { assertCanEditSupplierInvoice, type SupplierInvoiceState } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { deleteFile } from "../../../files/file-store";
import { logChanges } from "../../shared/audit";
import { type FilesServiceContext, inTransaction } from "../../shared/context";
import { versionedUpdate } from "../../shared/versioned-update";
import {
  assertAttachablePdf,
  assertSupplierInvoiceValues,
  columnsOf,
  readSupplierInvoiceFields,
  type SupplierInvoiceFields,
  valuesOfRow,
} from "./fields";
import { lockSupplierInvoice } from "./payments/rows";
import { refreshSupplierInvoiceSettlement } from "./payments/settlement";
import {
  assertInvoiceNumberFree,
  findSupplierInvoice,
  SUPPLIER_INVOICE_RECORD,
  withNumberGuard,
} from "./rows";
import { refreshSupplierInvoiceSearchText } from "./search-text";
import { getSupplierInvoice, type SupplierInvoiceDetail } from "./view";

/** What its history shows of a save (not the number's search key). */
const SUPPLIER_INVOICE_AUDITED = [
  "invoiceNumber",
  "amountCents",
  "amountTvaCents",
  "paymentAt",
  "invoiceReceivedAt",
  "invoiceAt",
  "comment",
  "fileId",
];

export interface SupplierInvoiceUpdate extends SupplierInvoiceFields {
  id: number;
  /** The version the screen read: a save based on an older one is refused (409). */
  version: number;
  /** Set by hand as the form allows; the next payment change recomputes it (decision 2). */
  state?: SupplierInvoiceState | null | undefined;
}

/**
 * The edit form: every field (absent keeps, null clears), under the creation's rules; a new TTC
 * settles the invoice again (amount left, state). A file replaced or removed here is deleted.
 */
export async function updateSupplierInvoice(
  ctx: FilesServiceContext,
  input: SupplierInvoiceUpdate,
): Promise<SupplierInvoiceDetail> {
  assertCanEditSupplierInvoice(ctx.user);
  const before = await findSupplierInvoice(ctx.db, input.id);
  const numbered = {
    supplierId: before.supplierId,
    invoiceNumber: readSupplierInvoiceFields(input, valuesOfRow(before)).invoiceNumber,
    exceptId: before.id,
  };
  const droppedFileId = await withNumberGuard(ctx.db, numbered, () =>
    inTransaction(ctx, async (txCtx) => {
      const { db: tx, user } = txCtx;
      const current = await lockSupplierInvoice(tx, input.id);
      const values = readSupplierInvoiceFields(input, valuesOfRow(current));
      // Written first (a refusal below rolls it back): a stale save is told so before the rules speak.
      await versionedUpdate(txCtx, SUPPLIER_INVOICE_RECORD, {
        id: current.id,
        version: input.version,
        values: columnsOf(values),
        before: current,
        audited: SUPPLIER_INVOICE_AUDITED,
      });
      assertSupplierInvoiceValues(values, input);
      if (values.fileId !== null && values.fileId !== current.fileId)
        await assertAttachablePdf(txCtx, values.fileId);
      await assertInvoiceNumberFree(tx, { ...numbered, invoiceNumber: values.invoiceNumber });
      if (values.amountCents !== current.amountCents)
        await refreshSupplierInvoiceSettlement(tx, current.id, user.id);
      if (input.state != null && input.state !== current.state) {
        await tx
          .update(supplierInvoices)
          .set({ state: input.state })
          .where(eq(supplierInvoices.id, current.id));
        await logChanges(tx, { type: "supplierInvoice", id: current.id }, user.id, [
          { field: "state", from: current.state, to: input.state },
        ]);
      }
      await refreshSupplierInvoiceSearchText(tx, current.id);
      return current.fileId !== null && current.fileId !== values.fileId ? current.fileId : null;
    }),
  );
  if (droppedFileId !== null) await deleteFile(ctx.db, ctx.storage, droppedFileId);
  return getSupplierInvoice(ctx, { id: input.id });
}
