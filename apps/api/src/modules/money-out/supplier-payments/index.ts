import { createSupplierPayment } from "../../../services/money-out/supplier-invoices/payments/create";
import { deleteSupplierPayment } from "../../../services/money-out/supplier-invoices/payments/delete";
import {
  getSupplierPayment,
  supplierPaymentsByInvoice,
} from "../../../services/money-out/supplier-invoices/payments/read";
import { updateSupplierPayment } from "../../../services/money-out/supplier-invoices/payments/update";
import { defineResource } from "../../resource/define-resource";
import { supplierPaymentContract } from "./contract";
import { supplierPaymentExtraRows } from "./hydra-extra";
import { supplierPaymentWire } from "./wire";

/**
 * /compta/supplier_payments: GET {id} by the kit; POST, PUT, DELETE and
 * /compta/supplier_payments-by-invoice/{invoiceId} written by hand (hydra-extra.ts).
 */
export const supplierPaymentModule = defineResource(
  supplierPaymentContract,
  {
    byInvoice: supplierPaymentsByInvoice,
    get: getSupplierPayment,
    create: createSupplierPayment,
    update: updateSupplierPayment,
    delete: deleteSupplierPayment,
  },
  { hydra: { wire: supplierPaymentWire, get: "get", extra: supplierPaymentExtraRows } },
);
