import { BILLING_MESSAGES } from "./invoicing-billing";
import { INVOICE_EDIT_MESSAGES } from "./invoicing-edit";
import { INVOICE_LIST_MESSAGES } from "./invoicing-list";
import { INVOICE_PRINT_MESSAGES } from "./invoicing-print";
import { QUOTATION_LIST_MESSAGES } from "./invoicing-quotations";

/** The invoicing sentences, one file per part so that each is written by one hand. */
export const INVOICING_MESSAGE_AREAS = [
  QUOTATION_LIST_MESSAGES,
  BILLING_MESSAGES,
  INVOICE_LIST_MESSAGES,
  INVOICE_EDIT_MESSAGES,
  INVOICE_PRINT_MESSAGES,
] as const;

export const INVOICING_MESSAGES = {
  ...QUOTATION_LIST_MESSAGES,
  ...BILLING_MESSAGES,
  ...INVOICE_LIST_MESSAGES,
  ...INVOICE_EDIT_MESSAGES,
  ...INVOICE_PRINT_MESSAGES,
} as const;
