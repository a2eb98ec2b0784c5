/** Invoice edit: header, lines, states, validation, deletion, duplication. */
export const INVOICE_EDIT_MESSAGES = {} as const;
