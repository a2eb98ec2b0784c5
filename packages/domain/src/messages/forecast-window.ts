/** forecast-window. */
export const FORECAST_WINDOW_MESSAGES = {
  // decided wording where the spec is silent
} as const;
