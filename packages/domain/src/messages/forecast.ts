import { ACCOUNTING_SUMMARY_MESSAGES } from "./accounting-summary";
import { FORECAST_CHARGE_MESSAGES } from "./forecast-charges";
import { FORECAST_LINE_MESSAGES } from "./forecast-lines";
import { FORECAST_ROLLOUT_MESSAGES } from "./forecast-rollout";
import { FORECAST_WINDOW_MESSAGES } from "./forecast-window";

/** Cash (charges, forecast lines, the rollout, the accounting follow-up), one file per part. */
export const FORECAST_MESSAGE_AREAS = [
  FORECAST_CHARGE_MESSAGES,
  FORECAST_LINE_MESSAGES,
  FORECAST_ROLLOUT_MESSAGES,
  FORECAST_WINDOW_MESSAGES,
  ACCOUNTING_SUMMARY_MESSAGES,
] as const;

export const FORECAST_MESSAGES = {
  ...FORECAST_CHARGE_MESSAGES,
  ...FORECAST_LINE_MESSAGES,
  ...FORECAST_ROLLOUT_MESSAGES,
  ...FORECAST_WINDOW_MESSAGES,
  ...ACCOUNTING_SUMMARY_MESSAGES,
} as const;
