/** forecast-rollout. */
export const FORECAST_ROLLOUT_MESSAGES = {
  // decided wording where the spec is silent
} as const;
