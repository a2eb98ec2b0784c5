/** Sentences of suppliers (decided wording where the spec is silent). */
export const SUPPLIER_MESSAGES = {} as const;
