/** Invoice list, search and its filters. */
export const INVOICE_LIST_MESSAGES = {} as const;
