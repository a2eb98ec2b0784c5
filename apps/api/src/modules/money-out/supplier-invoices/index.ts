import { listSupplierInvoices } from "../../../services/money-out/supplier-invoices/collection";
import { createSupplierInvoice } from "../../../services/money-out/supplier-invoices/create";
import { deleteSupplierInvoice } from "../../../services/money-out/supplier-invoices/delete";
import {
  attachSupplierInvoiceFile,
  removeSupplierInvoiceFile,
} from "../../../services/money-out/supplier-invoices/file";
import {
  createSupplierInvoiceLine,
  deleteSupplierInvoiceLine,
  readSupplierInvoiceLine,
  updateSupplierInvoiceLine,
} from "../../../services/money-out/supplier-invoices/lines";
import {
  linkOrder,
  setOrderConfirmed,
  unlinkOrder,
} from "../../../services/money-out/supplier-invoices/orders";
import { setSupplierInvoiceLinePaid } from "../../../services/money-out/supplier-invoices/paid-marks";
import { updateSupplierInvoice } from "../../../services/money-out/supplier-invoices/update";
import {
  getSupplierInvoice,
  getSupplierInvoiceOrder,
} from "../../../services/money-out/supplier-invoices/view";
import type { FilesServiceContext } from "../../../services/shared/context";
import { defineResource } from "../../resource/define-resource";
import { supplierInvoiceContract } from "./contract";
import { supplierInvoiceExtraRows } from "./hydra-extra";
import { supplierInvoiceWire } from "./wire";

/**
 * /api/compta/supplier_invoices: the plain collection (page, maxResults) and GET {id} by the kit; the
 * invoice's POST, PUT and DELETE, its orders' links and its lines are written by hand (hydra-extra.ts).
 */
export const supplierInvoiceModule = defineResource(
  supplierInvoiceContract,
  {
    list: listSupplierInvoices,
    get: getSupplierInvoice,
    create: createSupplierInvoice,
    update: updateSupplierInvoice,
    delete: deleteSupplierInvoice,
    attachFile: attachSupplierInvoiceFile,
    removeFile: removeSupplierInvoiceFile,
    linkOrder,
    orderGet: getSupplierInvoiceOrder,
    unlinkOrder,
    setOrderConfirmed,
    setLinePaid: setSupplierInvoiceLinePaid,
    lineGet: (ctx: FilesServiceContext, input: { id: number }) => readSupplierInvoiceLine(ctx.db, input.id),
    lineCreate: createSupplierInvoiceLine,
    lineUpdate: updateSupplierInvoiceLine,
    lineDelete: deleteSupplierInvoiceLine,
  },
  {
    hydra: {
      wire: supplierInvoiceWire,
      lists: [
        {
          operation: "list",
          input: (query) => ({ page: query.page(), pageSize: query.maxResults(120, 500) }),
        },
      ],
      get: "get",
      extra: supplierInvoiceExtraRows,
    },
  },
);
