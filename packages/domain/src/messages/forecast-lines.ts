/** forecast-lines. */
export const FORECAST_LINE_MESSAGES = {
  // decided wording where the spec is silent
} as const;
