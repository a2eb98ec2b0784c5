/** Quotation list and edit, exports, forecast payments (payment schedule). */
export const QUOTATION_LIST_MESSAGES = {} as const;
