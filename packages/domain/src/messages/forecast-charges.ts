/** forecast-charges. */
export const FORECAST_CHARGE_MESSAGES = {
  // decided wording where the spec is silent
} as const;
