/** accounting-summary. */
export const ACCOUNTING_SUMMARY_MESSAGES = {
  // decided wording where the spec is silent
} as const;
