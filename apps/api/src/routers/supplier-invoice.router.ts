import { listSupplierInvoices } from "../services/supplier-invoices/collection";
import { createSupplierInvoice } from "../services/supplier-invoices/create";
import { deleteSupplierInvoice } from "../services/supplier-invoices/delete";
import { attachSupplierInvoiceFile, removeSupplierInvoiceFile } from "../services/supplier-invoices/file";
import {
  createSupplierInvoiceLine,
  deleteSupplierInvoiceLine,
  readSupplierInvoiceLine,
  updateSupplierInvoiceLine,
} from "../services/supplier-invoices/lines";
import { linkOrder, setOrderConfirmed, unlinkOrder } from "../services/supplier-invoices/orders";
import { setSupplierInvoiceLinePaid } from "../services/supplier-invoices/paid-marks";
import { updateSupplierInvoice } from "../services/supplier-invoices/update";
import { getSupplierInvoice, getSupplierInvoiceOrder } from "../services/supplier-invoices/view";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import {
  supplierInvoiceAttachFileInput,
  supplierInvoiceCreateInput,
  supplierInvoiceIdInput,
  supplierInvoiceLineCreateInput,
  supplierInvoiceLineIdInput,
  supplierInvoiceLinePaidInput,
  supplierInvoiceLineUpdateInput,
  supplierInvoiceLinkIdInput,
  supplierInvoiceLinkOrderInput,
  supplierInvoiceListInput,
  supplierInvoiceOrderConfirmedInput,
  supplierInvoiceUpdateInput,
} from "./supplier-invoice.schemas";

/**
 * One supplier invoice, its orders and lines: every signed-in user reads it; every change is for
 * accounting or a super admin (decision 1), checked in the services.
 */
export const supplierInvoiceRouter = router({
  list: authedProcedure
    .input(supplierInvoiceListInput)
    .query(({ ctx, input }) => listSupplierInvoices(serviceCtx(ctx), input)),
  get: authedProcedure
    .input(supplierInvoiceIdInput)
    .query(({ ctx, input }) => getSupplierInvoice(serviceCtx(ctx), input)),
  create: authedProcedure
    .input(supplierInvoiceCreateInput)
    .mutation(({ ctx, input }) => createSupplierInvoice(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(supplierInvoiceUpdateInput)
    .mutation(({ ctx, input }) => updateSupplierInvoice(serviceCtx(ctx), input)),
  delete: authedProcedure
    .input(supplierInvoiceIdInput)
    .mutation(({ ctx, input }) => deleteSupplierInvoice(serviceCtx(ctx), input)),
  attachFile: authedProcedure
    .input(supplierInvoiceAttachFileInput)
    .mutation(({ ctx, input }) => attachSupplierInvoiceFile(serviceCtx(ctx), input)),
  removeFile: authedProcedure
    .input(supplierInvoiceIdInput)
    .mutation(({ ctx, input }) => removeSupplierInvoiceFile(serviceCtx(ctx), input)),
  linkOrder: authedProcedure
    .input(supplierInvoiceLinkOrderInput)
    .mutation(({ ctx, input }) => linkOrder(serviceCtx(ctx), input)),
  orderGet: authedProcedure
    .input(supplierInvoiceLinkIdInput)
    .query(({ ctx, input }) => getSupplierInvoiceOrder(serviceCtx(ctx), input)),
  unlinkOrder: authedProcedure
    .input(supplierInvoiceLinkIdInput)
    .mutation(({ ctx, input }) => unlinkOrder(serviceCtx(ctx), input)),
  setOrderConfirmed: authedProcedure
    .input(supplierInvoiceOrderConfirmedInput)
    .mutation(({ ctx, input }) => setOrderConfirmed(serviceCtx(ctx), input)),
  setLinePaid: authedProcedure
    .input(supplierInvoiceLinePaidInput)
    .mutation(({ ctx, input }) => setSupplierInvoiceLinePaid(serviceCtx(ctx), input)),
  lineGet: authedProcedure
    .input(supplierInvoiceLineIdInput)
    .query(({ ctx, input }) => readSupplierInvoiceLine(ctx.db, input.id)),
  lineCreate: authedProcedure
    .input(supplierInvoiceLineCreateInput)
    .mutation(({ ctx, input }) => createSupplierInvoiceLine(serviceCtx(ctx), input)),
  lineUpdate: authedProcedure
    .input(supplierInvoiceLineUpdateInput)
    .mutation(({ ctx, input }) => updateSupplierInvoiceLine(serviceCtx(ctx), input)),
  lineDelete: authedProcedure
    .input(supplierInvoiceLineIdInput)
    .mutation(({ ctx, input }) => deleteSupplierInvoiceLine(serviceCtx(ctx), input)),
});
