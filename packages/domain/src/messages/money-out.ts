import { PURCHASE_ORDER_MESSAGES } from "./purchase-orders";
import { SUPPLIER_INVOICE_EDIT_MESSAGES } from "./supplier-invoices-edit";
import { SUPPLIER_INVOICE_LIST_MESSAGES } from "./supplier-invoices-list";
import { SUPPLIER_PAYMENT_MESSAGES } from "./supplier-payments";

/** Money out (purchase orders, supplier invoices and payments), one file per part. */
export const MONEY_OUT_MESSAGE_AREAS = [
  PURCHASE_ORDER_MESSAGES,
  SUPPLIER_INVOICE_EDIT_MESSAGES,
  SUPPLIER_INVOICE_LIST_MESSAGES,
  SUPPLIER_PAYMENT_MESSAGES,
] as const;

export const MONEY_OUT_MESSAGES = {
  ...PURCHASE_ORDER_MESSAGES,
  ...SUPPLIER_INVOICE_EDIT_MESSAGES,
  ...SUPPLIER_INVOICE_LIST_MESSAGES,
  ...SUPPLIER_PAYMENT_MESSAGES,
} as const;
