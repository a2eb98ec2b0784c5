/** forecast-window. */
export const FORECAST_WINDOW_MESSAGES = {
  // decided wording where the spec is silent
  FORECAST_DAYS_RANGE_TOO_LONG: "La période demandée ne peut pas dépasser {max} jours.",
  FORECAST_DAY_NOT_FOUND: "Le jour {id} n'existe pas.",
} as const;
