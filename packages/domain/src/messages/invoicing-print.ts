/** Invoice PDF and the invoice exports. */
export const INVOICE_PRINT_MESSAGES = {} as const;
